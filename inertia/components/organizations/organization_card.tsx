import type { Data } from '@generated/data'
import { Link } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export const LOGO_PLACEHOLDER = '/images/defaults/no-logo-placeholder.png'

export type OrganizationCardData = Data.Organizations.Organization.Variants['toCard']

const linkClasses =
  'rounded text-sm font-medium text-brand-600 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-500'

/** One organization in /organizations: logo (or the placeholder), name, website and actions. */
export function OrganizationCard({
  organization,
  onDelete,
}: {
  organization: OrganizationCardData
  onDelete: (organization: OrganizationCardData) => void
}) {
  const t = useT()
  return (
    <article
      aria-labelledby={`organization-${organization.uid}`}
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800"
    >
      <div className="flex h-36 items-center justify-center bg-gray-50 p-4 dark:bg-gray-900">
        <img
          src={organization.logoUrl ?? LOGO_PLACEHOLDER}
          alt={t('organizations.logo_alt', { name: organization.name })}
          className="max-h-full max-w-full object-contain"
          loading="lazy"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h2
          id={`organization-${organization.uid}`}
          className="truncate text-base font-semibold text-gray-900 dark:text-white"
          title={organization.name}
        >
          {organization.name}
        </h2>
        {organization.url ? (
          <a
            href={organization.url}
            target="_blank"
            rel="noopener noreferrer"
            className="truncate text-sm text-gray-500 hover:underline dark:text-gray-400"
          >
            {organization.url}
          </a>
        ) : (
          <p className="text-sm text-gray-400">{t('organizations.no_url')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 px-4 py-3 dark:border-gray-700">
        <Link
          href={urlFor('organizations.communities', { uid: organization.uid })}
          aria-label={t('organizations.communities_label', { name: organization.name })}
          className={linkClasses}
        >
          {t('organizations.communities')}
        </Link>
        <Link
          href={urlFor('organizations.show', { uid: organization.uid })}
          aria-label={t('organizations.edit_label', { name: organization.name })}
          className={linkClasses}
        >
          {t('organizations.edit')}
        </Link>
        <Button
          variant="ghost"
          className="ml-auto !px-2 !py-1 text-red-600 dark:text-red-400"
          aria-label={t('organizations.delete_label', { name: organization.name })}
          onPress={() => onDelete(organization)}
        >
          {t('organizations.delete')}
        </Button>
      </div>
    </article>
  )
}
