import { Card } from '~/components/ui/card'
import { LinkButton, buttonClasses } from '~/components/ui/button'
import { PageHeader } from '~/components/ui/page_header'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Row = { [key: string]: Json }

type ContactData = {
  community: { name: string; slug: string }
  contact: Row & { address: Row; extra_data: Record<string, string> }
  lists: Row[]
  segments: Row[]
  imports: Row[]
  registrations: Row[]
  member_accounts: (Row & { account: Row; devices: Row[]; identities: Row[] })[]
  quiz_answers: (Row & { answers: { question: string; answer: string }[] })[]
  quest_completions: Row[]
  invoices: Row[]
  marketing_consents: Row[]
  requests: Row[]
  audit_entries: (Row & {
    action: string
    changes: Record<string, { before: Json; after: Json }>
  })[]
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T/

/** The keys the catalog names; any other (an extra field's key, a JSON name) is shown as it is. */
const LABELLED = new Set([
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'created_at',
  'updated_at',
  'list',
  'segment',
  'how',
  'when',
  'import',
  'file',
  'by',
  'event',
  'status',
  'ticket',
  'account',
  'devices',
  'identities',
  'quiz',
  'answers',
  'quest',
  'score',
  'number',
  'total',
  'kind',
  'received_on',
  'done_at',
  'action',
  'changes',
])

/** A value as text: times in the organization's format, objects as their filled parts. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' && ISO_TIME.test(value)) return formatDateTime(value)
  if (typeof value === 'boolean') return value ? '✓' : '✗'
  if (Array.isArray(value)) return value.map(shown).join(', ') || '—'
  if (typeof value === 'object') {
    const parts = Object.entries(value as Row)
      .filter(([, part]) => part !== null && part !== undefined && part !== '')
      .map(([key, part]) => `${key}: ${shown(part)}`)
    return parts.join('; ') || '—'
  }
  return String(value)
}

function Section({ title, rows, testId }: { title: string; rows: Row[]; testId: string }) {
  const t = useT()
  return (
    <Card>
      <section aria-labelledby={`${testId}-title`} data-testid={testId}>
        <h2
          id={`${testId}-title`}
          className="mb-3 text-lg font-semibold text-gray-900 dark:text-white"
        >
          {title} <span className="text-sm font-normal text-gray-500">({rows.length})</span>
        </h2>
        {rows.length === 0 ? (
          <p className="text-sm text-gray-500 dark:text-gray-400">{t('gdpr.export.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {rows.map((row, index) => (
              <li
                key={index}
                className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
              >
                <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  {Object.entries(row).map(([key, value]) => (
                    <div key={key}>
                      <dt className="text-gray-500 dark:text-gray-400">
                        {LABELLED.has(key) ? t(`gdpr.export.fields.${key}`) : key}
                      </dt>
                      <dd className="break-words text-gray-900 dark:text-gray-100">
                        {shown(value)}
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}

/**
 * /contacts/{uid}/data: everything the community holds about a contact (GDPR art. 15), section
 * by section, as the JSON download holds it (docs/security.md, "GDPR requests and consent").
 */
export default function ContactData({
  contact,
  data,
}: {
  contact: { uid: string; name: string; erased: boolean }
  data: ContactData
}) {
  const t = useT()
  const s = (key: string) => t(`gdpr.export.sections.${key}`)
  const { address, extra_data: extra, ...fields } = data.contact
  return (
    <>
      <PageHeader
        title={t('gdpr.export.title')}
        heading={t('gdpr.export.heading', { name: contact.name })}
        description={t('gdpr.export.intro')}
        breadcrumbs={[
          { label: t('contacts.title'), href: urlFor('contacts.index') },
          { label: contact.name, href: urlFor('contacts.show', { uid: contact.uid }) },
          { label: t('gdpr.export.title') },
        ]}
        actions={
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonClasses('primary')}
              href={urlFor('gdpr.contact_data.download', { uid: contact.uid })}
              download
            >
              {t('gdpr.export.download')}
            </a>
            <LinkButton variant="secondary" href={urlFor('contacts.show', { uid: contact.uid })}>
              {t('gdpr.export.back')}
            </LinkButton>
          </div>
        }
      />
      <div className="space-y-6">
        <Section
          title={s('contact')}
          testId="data-contact"
          rows={[{ ...fields, address, ...extra }]}
        />
        <Section title={s('lists')} testId="data-lists" rows={data.lists} />
        <Section title={s('segments')} testId="data-segments" rows={data.segments} />
        <Section title={s('imports')} testId="data-imports" rows={data.imports} />
        <Section title={s('registrations')} testId="data-registrations" rows={data.registrations} />
        <Section
          title={s('member_accounts')}
          testId="data-member"
          rows={data.member_accounts.map(({ account, devices, identities, ...rest }) => ({
            ...account,
            ...rest,
            identities: identities.map((identity) => shown(identity)),
            devices: devices.map((device) => shown(device)),
          }))}
        />
        <Section
          title={s('quiz_answers')}
          testId="data-quiz-answers"
          rows={data.quiz_answers.map(({ answers, ...rest }) => ({
            ...rest,
            answers: answers.map((answer) => `${answer.question}: ${answer.answer}`),
          }))}
        />
        <Section
          title={s('quest_completions')}
          testId="data-quests"
          rows={data.quest_completions}
        />
        <Section title={s('invoices')} testId="data-invoices" rows={data.invoices} />
        <Section
          title={s('marketing_consents')}
          testId="data-consents"
          rows={data.marketing_consents}
        />
        <Section title={s('requests')} testId="data-requests" rows={data.requests} />
        <Section
          title={s('audit_entries')}
          testId="data-audit"
          rows={data.audit_entries.map((row) => ({
            ...row,
            action: t(`audit.actions.${row.action}`),
            changes: Object.entries(row.changes).map(
              ([field, { before, after }]) => `${field}: ${shown(before)} → ${shown(after)}`
            ),
          }))}
        />
      </div>
    </>
  )
}
