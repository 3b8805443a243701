import { Link, usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { SharedProps } from '~/types'

/** An organization without ANAF credentials and how many of its documents wait (deadlines.ts). */
export type WithoutCredentials = { uid: string; name: string; waiting: number }

/**
 * The documents that wait because their organization has no ANAF credentials: an org-admin reads
 * the count and that a super-admin sets them (on a page she may not open: no link); a
 * super-admin gets each organization linked to its e-Factura tab. Nothing when none wait.
 */
export function EfacturaCredentialsNotice({
  organizations,
}: {
  organizations: WithoutCredentials[]
}) {
  const t = useT()
  const { props } = usePage<SharedProps>()
  if (organizations.length === 0) return null
  const classes =
    'mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100'
  if (props.auth.role !== 'super-admin') {
    return (
      <p role="status" className={classes} data-testid="efactura-no-credentials">
        {t('efactura.without_credentials.organization', { count: organizations[0].waiting })}
      </p>
    )
  }
  return (
    <div role="status" className={classes} data-testid="efactura-no-credentials">
      <p>{t('efactura.without_credentials.organizations')}</p>
      <ul className="mt-1 list-disc pl-5">
        {organizations.map((organization) => (
          <li key={organization.uid}>
            <Link
              className="underline"
              href={urlFor('organizations.efactura', { uid: organization.uid })}
            >
              {organization.name}
            </Link>
            : {t('efactura.without_credentials.waiting', { count: organization.waiting })}
          </li>
        ))}
      </ul>
    </div>
  )
}
