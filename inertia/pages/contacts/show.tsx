import { labelFromKey } from '@shared/extra_fields'
import { fullName, type ContactRow } from '~/components/contacts/contacts_table'
import { MemberPanel } from '~/components/contact_members/member_panel'
import type { MemberPanelData } from '~/components/contact_members/types'
import { Card } from '~/components/ui/card'
import { PageHeader } from '~/components/ui/page_header'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import { AuditTimeline } from '~/components/audit/audit_timeline'
import type { AuditRow } from '@shared/audit'

/**
 * /contacts/{uid}: the contact's details and, when the contact is a member of the community in
 * the mobile app, the "Membru" panel (docs/members.md, "What the org-admin sees").
 */
export default function ContactShow({
  contact,
  member,
  timeline,
}: {
  contact: ContactRow
  member: MemberPanelData | null
  timeline: AuditRow[]
}) {
  const t = useT()
  const name = fullName(contact)
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
      />
      <div className="space-y-6">
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
