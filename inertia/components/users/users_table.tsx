import type { Data } from '@generated/data'
import { phoneDetail } from '~/components/ui/table_layout'
import { useT } from '~/lib/i18n'
import { useIsPhone } from '~/lib/use_phone'

type Translate = ReturnType<typeof useT>

export type UserStatus = 'active' | 'pending' | 'inactive'

const statusClasses: Record<UserStatus, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-200',
  pending: 'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/60 dark:text-yellow-200',
  inactive: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
}

/** A user's status as a coloured tag (active green, pending yellow, inactive red). */
export function StatusTag({ status }: { status: UserStatus }) {
  const t = useT()
  return (
    <span
      data-status={status}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${
        statusClasses[status] ?? statusClasses.inactive
      }`}
    >
      {t(`users.statuses.${status}`)}
    </span>
  )
}

/** A role name as the interface shows it ("org-admin" → "Administrator organizație"). */
export function roleLabel(t: Translate, role: string | null | undefined) {
  return role ? t(`topbar.roles.${role}`) : t('users.no_role')
}

export type UsersTableRow = Data.Users.User.Variants['toRow']

/** The columns after the first name (the row header): label key and cell. */
const COLUMNS: { label: string; cell: (user: UsersTableRow, t: Translate) => React.ReactNode }[] = [
  { label: 'users.last_name', cell: (user) => user.lastName },
  { label: 'users.status', cell: (user) => <StatusTag status={user.status} /> },
  { label: 'users.email', cell: (user) => user.email },
  { label: 'users.phone_number', cell: (user) => user.phoneNumber ?? '' },
  { label: 'users.role', cell: (user, t) => roleLabel(t, user.roles[0]?.name) },
]

const cellClasses = 'px-4 py-3'

/**
 * A read-only table of users (e.g. the users of one organization): first
 * name, last name, status, email, phone and first role, or "Nu există
 * utilizatori." when there are none. Not sortable or paginated: for the
 * server-driven list see /users (DataTable).
 *
 * Lives here rather than in components/ui while the UI kit is being built.
 */
export function UsersTable({ users, label }: { users: UsersTableRow[]; label?: string }) {
  const t = useT()
  const phone = useIsPhone()
  if (users.length === 0) {
    return <p className="p-6 text-center text-gray-500 dark:text-gray-400">{t('users.empty')}</p>
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label ?? t('users.title')}</caption>
        <thead className="bg-gray-50 text-xs text-gray-500 uppercase dark:bg-gray-700 dark:text-gray-300">
          <tr>
            {['users.first_name', ...COLUMNS.map((column) => column.label)].map((key) => (
              <th key={key} scope="col" className={`${cellClasses} font-semibold`}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.uid} className="border-t border-gray-100 dark:border-gray-700">
              <th scope="row" className={`${cellClasses} font-normal`}>
                {user.firstName}
                {phone && (
                  <>
                    <span className={phoneDetail}>{user.lastName}</span>
                    <span className={phoneDetail}>{user.email}</span>
                  </>
                )}
              </th>
              {COLUMNS.map((column) => (
                <td key={column.label} className={cellClasses}>
                  {column.cell(user, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
