import { useState } from 'react'
import { router, useForm } from '@inertiajs/react'
import type { Device, MemberStatus } from '~/components/contact_members/types'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { DeviceTable } from '~/components/contact_members/device_table'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { PageHeader } from '~/components/ui/page_header'
import { TextField } from '~/components/ui/text_field'
import { formatDate, formatDateTime } from '~/lib/format'
import { bindField } from '~/lib/form_errors'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Account = {
  uid: string
  email: string | null
  name: string
  createdAt: string | null
  communities: { name: string; joinedAt: string | null; status: MemberStatus }[]
  devices: Device[]
}

/**
 * /mobile-app/members (super-admin): a member's account by e-mail, its communities and devices,
 * and every session ended after a confirmation (docs/members.md).
 */
export default function MemberAccounts({
  email,
  account,
}: {
  email: string
  account: Account | null
}) {
  const t = useT()
  const form = useForm({ email })
  const [asking, setAsking] = useState(false)
  const [processing, setProcessing] = useState(false)

  return (
    <>
      <PageHeader
        title={t('member_accounts.title')}
        breadcrumbs={[{ label: t('mobile_app.title') }, { label: t('member_accounts.title') }]}
        description={t('member_accounts.intro')}
      />
      <div className="max-w-3xl space-y-6">
        <Card>
          <ServerForm
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={() => form.get(urlFor('member_accounts.index'), { preserveState: true })}
          >
            <TextField
              {...bindField(form, 'email')}
              type="email"
              label={t('member_accounts.email')}
              className="grow"
            />
            <Button type="submit" processing={form.processing}>
              {t('member_accounts.search')}
            </Button>
          </ServerForm>
        </Card>

        {email && !account && (
          <Card>
            <p className="text-sm" role="status">
              {t('member_accounts.not_found', { email })}
            </p>
          </Card>
        )}

        {account && (
          <Card className="space-y-4">
            <div>
              <h2 className="text-lg font-semibold text-gray-900 dark:text-white">
                {account.name || account.email}
              </h2>
              <p className="text-sm text-gray-600 dark:text-gray-300">
                {account.email} · {t('member_accounts.created')} {formatDateTime(account.createdAt)}
              </p>
            </div>
            <section className="space-y-1">
              <h3 className="font-semibold">{t('member_accounts.communities')}</h3>
              {account.communities.length === 0 ? (
                <p className="text-sm">{t('member_accounts.no_communities')}</p>
              ) : (
                <ul className="text-sm">
                  {account.communities.map((community) => (
                    <li key={community.name}>
                      {community.name} ·{' '}
                      {t('member_accounts.joined', { date: formatDate(community.joinedAt) })} ·{' '}
                      {t(`contact_members.statuses.${community.status}`)}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="space-y-2">
              <h3 className="font-semibold">{t('contact_members.devices.title')}</h3>
              <DeviceTable devices={account.devices} />
              {account.devices.length > 0 && (
                <Button variant="danger" onPress={() => setAsking(true)}>
                  {t('contact_members.devices.end_all')}
                </Button>
              )}
            </section>
            <ConfirmDialog
              isOpen={asking}
              onOpenChange={setAsking}
              processing={processing}
              confirmLabel={t('contact_members.devices.end_all_label')}
              message={t('contact_members.devices.end_all_confirm', {
                name: account.name || account.email,
              })}
              onConfirm={() =>
                router.delete(urlFor('member_accounts.devices.destroy', { uid: account.uid }), {
                  preserveScroll: true,
                  onStart: () => setProcessing(true),
                  onFinish: () => {
                    setProcessing(false)
                    setAsking(false)
                  },
                })
              }
            />
          </Card>
        )}
      </div>
    </>
  )
}
