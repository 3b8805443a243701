import { router } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/page_header'
import { Select } from '~/components/ui/select'
import { DatePicker } from '~/components/ui/date_picker'
import { Button } from '~/components/ui/button'
import { ExportLinks, type ExportFormat } from '~/components/ui/export_links'
import { AuditEntries } from '~/components/audit/audit_entries'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'
import type { AuditFilterValues as Filters, AuditRow } from '@shared/audit'

type Option = { value: string; label: string; detail?: string }


type Props = {
  entries: AuditRow[]
  older: string | null
  newer: string | null
  filters: Filters
  people: Option[]
  organizations: Option[]
  actions: string[]
  recordTypes: string[]
}

/** The filters without the empty ones, as the query string carries them. */
function query(filters: Filters, extra: Record<string, string> = {}) {
  const qs: Record<string, string> = {}
  for (const [key, value] of Object.entries(filters)) if (value) qs[key] = value
  return { ...qs, ...extra }
}

/** /audit: the audit trail's log (docs/security.md, "Audit trail"), newest first. */
export default function AuditLog({
  entries,
  older,
  newer,
  filters,
  people,
  organizations,
  actions,
  recordTypes,
}: Props) {
  const t = useT()
  const visit = (next: Filters, extra: Record<string, string> = {}) =>
    router.get(urlFor('audit.index'), query(next, extra), {
      preserveScroll: true,
      preserveState: true,
    })
  const change = (key: keyof Filters) => (value: string | number | null) => {
    const next = value === null || value === '' ? null : String(value)
    // A date half typed is '' until it is whole: no visit for what changes nothing.
    if (next !== filters[key]) visit({ ...filters, [key]: next })
  }
  const exportUrl = (format: ExportFormat) =>
    urlFor('audit.export', { format }, { qs: query(filters) })
  const hasFilters = Object.values(filters).some(Boolean)

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={<ExportLinks href={exportUrl} freshConfirmation />}
      />
      <section
        aria-label={t('audit.filters.label')}
        className="mb-4 grid gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3 dark:border-gray-700 dark:bg-gray-800"
      >
        {organizations.length > 0 && (
          <Select
            label={t('audit.filters.organization')}
            options={organizations}
            value={filters.organization}
            onChange={change('organization')}
            emptyText={t('audit.filters.none')}
          />
        )}
        <Select
          label={t('audit.filters.person')}
          options={people}
          value={filters.user}
          onChange={change('user')}
          emptyText={t('audit.filters.none')}
        />
        <Select
          label={t('audit.filters.action')}
          options={actions.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
          value={filters.action}
          onChange={change('action')}
          emptyText={t('audit.filters.none')}
        />
        <Select
          label={t('audit.filters.record_type')}
          options={recordTypes.map((type) => ({
            value: type,
            label: t(`audit.record_types.${type}`),
          }))}
          value={filters.record_type}
          onChange={change('record_type')}
          emptyText={t('audit.filters.none')}
        />
        <DatePicker
          name="from"
          label={t('audit.filters.from')}
          value={filters.from}
          onChange={(value) => change('from')(value)}
        />
        <DatePicker
          name="to"
          label={t('audit.filters.to')}
          value={filters.to}
          onChange={(value) => change('to')(value)}
        />
        {hasFilters && (
          <div className="flex items-end">
            <Button
              variant="secondary"
              onPress={() =>
                visit({
                  organization: null,
                  user: null,
                  action: null,
                  record_type: null,
                  from: null,
                  to: null,
                })
              }
            >
              {t('audit.filters.clear')}
            </Button>
          </div>
        )}
      </section>

      <AuditEntries entries={entries} showOrganization={organizations.length > 0} />

      <nav aria-label={t('audit.paging')} className="mt-4 flex justify-between gap-2">
        <Button
          variant="secondary"
          isDisabled={!newer}
          onPress={() => newer && visit(filters, { after: newer })}
        >
          {t('audit.newer')}
        </Button>
        <Button
          variant="secondary"
          isDisabled={!older}
          onPress={() => older && visit(filters, { before: older })}
        >
          {t('audit.older')}
        </Button>
      </nav>
    </>
  )
}
