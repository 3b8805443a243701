import { useState } from 'react'
import { labelFromKey } from '@shared/extra_fields'
import { fullName, type ContactRow } from '~/components/contacts/contacts_table'
import { MemberPanel } from '~/components/contact_members/member_panel'
import type { MemberPanelData } from '~/components/contact_members/types'
import { ConsentPanel, type ConsentRow } from '~/components/gdpr/consent_panel'
import { EraseDialog } from '~/components/gdpr/erase_dialog'
import { Button, LinkButton } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { formatDateTime } from '~/lib/format'
import { PageHeader } from '~/components/ui/page_header'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'

type GdprPanel = { erasedAt: string | null; erasureNote: string | null; consents: ConsentRow[] }

/**
 * /contacts/{uid}: the contact's details and, when the contact is a member of the community in
 * the mobile app, the "Membru" panel (docs/members.md, "What the org-admin sees"); the GDPR
 * actions (export, erase after a confirmation) and the marketing consent (docs/security.md).
 */
export default function ContactShow({
  contact,
  member,
  timeline,
  gdpr,
  today,
}: {
  contact: ContactRow
  member: MemberPanelData | null
  timeline: AuditRow[]
  gdpr: GdprPanel
  today: string
}) {
  const t = useT()
  const [erasing, setErasing] = useState(false)
  const erased = !!gdpr.erasedAt
  const name = erased ? t('gdpr.erase.erased_name') : fullName(contact)
  const details: [string, string | null][] = [
    [t('contacts.fields.first_name'), contact.firstName],
    [t('contacts.fields.last_name'), contact.lastName],
    [t('contacts.fields.email'), contact.email],
    [t('contacts.fields.phone_number'), contact.phoneNumber],
    ...Object.entries(contact.extraData ?? {}).map(
      ([key, value]) => [labelFromKey(key), value] as [string, string]
    ),
  ]
  return (
    <>
      <PageHeader
        title={t('contact_members.page_title')}
        heading={name}
        breadcrumbs={[
          { label: t('contacts.title'), href: urlFor('contacts.index') },
          { label: name },
        ]}
        actions={
          <div className="flex flex-wrap gap-2">
            <LinkButton
              variant="secondary"
              href={urlFor('gdpr.contact_data.show', { uid: contact.uid })}
            >
              {t('gdpr.export.button')}
            </LinkButton>
            {!erased && (
              <Button variant="danger" onPress={() => setErasing(true)}>
                {t('gdpr.erase.button')}
              </Button>
            )}
          </div>
        }
      />
      <EraseDialog
        isOpen={erasing}
        onOpenChange={setErasing}
        contactUid={contact.uid}
        name={name}
        today={today}
      />
      <div className="space-y-6">
        {erased && (
          <div
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <p>{t('gdpr.erase.erased_notice', { date: formatDateTime(gdpr.erasedAt) })}</p>
            {gdpr.erasureNote && <p className="mt-1 whitespace-pre-line">{gdpr.erasureNote}</p>}
          </div>
        )}
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-gray-900 dark:text-white">
            {t('contact_members.details')}
          </h2>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {details.map(([label, value]) => (
              <div key={label}>
                <dt className="text-gray-500 dark:text-gray-400">{label}</dt>
                <dd className="text-gray-900 dark:text-gray-100">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <ConsentPanel contactUid={contact.uid} consents={gdpr.consents} canRecord={!erased} />
        {member ? (
          <MemberPanel contactUid={contact.uid} name={name} member={member} />
        ) : (
          <Card>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              {t('contact_members.no_member')}
            </p>
          </Card>
        )}
        <AuditTimeline entries={timeline} />
      </div>
    </>
  )
}
