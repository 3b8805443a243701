import type { Data } from '@generated/data'
import { RowActions } from '~/components/ui/row_actions'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export const LOGO_PLACEHOLDER = '/images/defaults/no-logo-placeholder.png'

export type OrganizationCardData = Data.Organizations.Organization.Variants['toCard']

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
      <div className="flex items-center justify-end border-t border-gray-200 px-4 py-3 dark:border-gray-700">
        <RowActions
          name={organization.name}
          main={{
            label: t('organizations.edit'),
            ariaLabel: t('organizations.edit_label', { name: organization.name }),
            href: urlFor('organizations.show', { uid: organization.uid }),
          }}
          more={[
            {
              label: t('organizations.communities'),
              ariaLabel: t('organizations.communities_label', { name: organization.name }),
              href: urlFor('organizations.communities', { uid: organization.uid }),
            },
            {
              label: t('organizations.delete'),
              ariaLabel: t('organizations.delete_label', { name: organization.name }),
              destructive: true,
              onAction: () => onDelete(organization),
            },
          ]}
        />
      </div>
    </article>
  )
}
