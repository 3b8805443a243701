import type { Device } from '~/components/contact_members/types'
import { PlainTable } from '~/components/ui/plain_table'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'

/** A member's devices (their live tokens): name, last use, sign-in time. */
export function DeviceTable({ devices }: { devices: Device[] }) {
  const t = useT()
  return (
    <PlainTable
      label={t('contact_members.devices.title')}
      rows={devices}
      rowKey={(device) => device.id}
      emptyText={t('contact_members.devices.empty')}
      columns={[
        {
          key: 'name',
          label: t('contact_members.devices.name'),
          isRowHeader: true,
          cell: (device) => device.name ?? t('contact_members.devices.unnamed'),
        },
        {
          key: 'last_used',
          label: t('contact_members.devices.last_used'),
          cell: (device) =>
            device.lastUsedAt
              ? formatDateTime(device.lastUsedAt)
              : t('contact_members.devices.never'),
        },
        {
          key: 'created',
          label: t('contact_members.devices.created'),
          cell: (device) => formatDateTime(device.createdAt),
        },
      ]}
    />
  )
}
