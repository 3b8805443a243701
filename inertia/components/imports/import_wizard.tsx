import { useEffect, useRef, useState } from 'react'
import { Link } from '@inertiajs/react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Checkbox } from '~/components/ui/checkbox'
import { TextField } from '~/components/ui/text_field'
import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/lib/i18n'
import { toast } from '~/lib/toast'
import {
  CUSTOM,
  IMPORT_MAX_BYTES,
  fileErrorMessage,
  guessField,
  mappingProblem,
  type ImportFileErrorCode,
  type ImportRow,
} from '@shared/contact_import'
import { extensionOf } from '@shared/import_file'
import { ImportProgress } from '~/components/imports/import_progress'
import { urlFor } from '~/client'

export type ImportField = { id: number; name: string }
type ListOption = { id: number; uid: string; title: string; contactCount: number }
type Parsed = { headers: string[]; preview: string[][]; total: number }

const STEPS = ['upload', 'map', 'lists', 'confirm'] as const
/** The mapping chosen last time for a file with the same headers (this browser only). */
const memoryKey = (headers: string[]) => `import-mapping:${JSON.stringify(headers)}`

/**
 * The parsing worker, started with the wizard (its code loads while the
 * user picks a file) and kept for the next file.
 */
let parser: Worker | null = null
function parseWorker() {
  parser ??= new Worker(new URL('./parse_worker.ts', import.meta.url), { type: 'module' })
  return parser
}

function readFile(file: File): Promise<Parsed | { code: ImportFileErrorCode }> {
  return file.arrayBuffer().then(
    (buffer) =>
      new Promise((resolve) => {
        const worker = parseWorker()
        worker.onmessage = (event) => {
          resolve(event.data.ok ? event.data : { code: event.data.code })
        }
        worker.onerror = () => {
          worker.terminate()
          parser = null
          resolve({ code: 'processing' })
        }
        worker.postMessage({ name: file.name, buffer }, [buffer])
      })
  )
}

function xsrfToken() {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

/** "Importă contacte": upload, map columns, choose lists, confirm; then progress and report. */
export function ImportWizard({ fields }: { fields: ImportField[] }) {
  const t = useT()
  const fileInput = useRef<HTMLInputElement>(null)
  const [step, setStep] = useState(1)
  const [file, setFile] = useState<File | null>(null)
  const [parsing, setParsing] = useState(false)
  const [parsed, setParsed] = useState<Parsed | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [labels, setLabels] = useState<Record<string, string>>({})
  const [remembered, setRemembered] = useState(false)
  const [lists, setLists] = useState<ListOption[]>([])
  const [selected, setSelected] = useState<number[]>([])
  const [createList, setCreateList] = useState(false)
  const [newList, setNewList] = useState({ title: '', description: '' })
  const [checkDuplicates, setCheckDuplicates] = useState(true)
  const [terms, setTerms] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [importing, setImporting] = useState<ImportRow | null>(null)
  const [report, setReport] = useState<
    (ImportRow & { skippedRows: { row: number; reason: string }[] }) | null
  >(null)
  const [sending, setSending] = useState(false)

  const fileMessage = (code: ImportFileErrorCode | 'required') => fileErrorMessage(code, t)

  const loadLists = () =>
    fetch(urlFor('lists.ajax'), { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : []))
      .then(setLists)
      .catch((problem) => console.error(problem))
  useEffect(() => {
    loadLists()
    parseWorker()
  }, [])

  function reset() {
    setStep(1)
    setFile(null)
    setParsed(null)
    setMapping({})
    setLabels({})
    setRemembered(false)
    setSelected([])
    setCreateList(false)
    setNewList({ title: '', description: '' })
    setCheckDuplicates(true)
    setTerms(false)
    setError(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  async function choose(chosen: File | null) {
    setParsed(null)
    setError(null)
    setFile(chosen)
    if (!chosen) return
    let problem: ImportFileErrorCode | null = null
    if (!extensionOf(chosen.name)) problem = 'extension'
    else if (chosen.size > IMPORT_MAX_BYTES) {
      problem = 'too_large'
      toast.error(fileMessage('too_large'))
    }
    if (problem) {
      setError(fileMessage(problem))
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setParsing(true)
    const result = await readFile(chosen)
    setParsing(false)
    if ('code' in result) {
      setError(fileMessage(result.code))
      return
    }
    setParsed(result)
    const saved = localStorage.getItem(memoryKey(result.headers))
    if (saved) {
      const memory = JSON.parse(saved) as {
        mapping: Record<string, string>
        labels: Record<string, string>
      }
      setMapping(memory.mapping)
      setLabels(memory.labels)
      setRemembered(true)
    } else {
      setMapping(Object.fromEntries(result.headers.map((header) => [header, guessField(header)])))
      setLabels({})
      setRemembered(false)
    }
  }

  /** The step's problem, or null when Continue/Import may go on. */
  function problem(): string | null {
    if (step === 1) return parsed ? null : fileMessage('required')
    if (step === 2) {
      const found = mappingProblem(parsed!.headers, {
        columnMapping: mapping,
        customLabels: labels,
      })
      return found && t(found.key, { column: found.column ?? '' })
    }
    if (step === 3) {
      if (!selected.length && !createList) return t('imports.lists.required')
      if (createList && !newList.title.trim()) return t('imports.lists.title_required')
      return null
    }
    return terms ? null : t('imports.confirm.terms_required')
  }

  function next() {
    if (problem()) return
    setError(null)
    setStep(step + 1)
  }

  async function start() {
    const found = problem()
    setError(found)
    if (found || !file || !parsed) return
    const mapped = Object.fromEntries(Object.entries(mapping).filter(([, field]) => field))
    localStorage.setItem(memoryKey(parsed.headers), JSON.stringify({ mapping, labels }))
    const body = new FormData()
    body.append('file', file)
    body.append(
      'importData',
      JSON.stringify({
        columnMapping: mapped,
        customLabels: Object.fromEntries(
          Object.entries(labels).filter(([column]) => mapped[column] === CUSTOM)
        ),
        selectedLists: selected,
        newList: createList ? newList : null,
        checkDuplicates,
      })
    )
    setSending(true)
    try {
      const response = await fetch(urlFor('contacts.importer.start'), {
        method: 'POST',
        body,
        headers: { 'accept': 'application/json', 'x-xsrf-token': xsrfToken() },
      })
      const answer = await response.json()
      if (!response.ok) {
        const message = answer.errors?.[0]?.message ?? t('imports.failed')
        setError(message)
        toast.error(message)
        return
      }
      await follow(answer.id)
    } catch {
      toast.error(t('imports.failed'))
    } finally {
      setSending(false)
      setImporting(null)
    }
  }

  /** Polls the import until it ends: the report and a fresh wizard, or the failure toast (an error, not a success). */
  async function follow(uid: string) {
    for (;;) {
      const response = await fetch(urlFor('contacts.imports.show', { uid }), {
        headers: { accept: 'application/json' },
      })
      const status = await response.json()
      setImporting(status)
      if (status.status === 'done') {
        reset()
        setReport(status)
        loadLists()
        return
      }
      if (status.status === 'failed') {
        toast.error(t('imports.failed'))
        setError(t('imports.failed'))
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 400))
    }
  }

  const progress = Math.round(((step - 1) / 3) * 100)
  // Continue stays disabled while the step is invalid; steps 2 and 3 say why, under the step.
  const stepProblem = step < 4 ? problem() : null
  const stepHelp = step === 2 || step === 3 ? stepProblem : null
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-sm">
        <span>
          {t('imports.step_of', { step })} · {t(`imports.steps.${STEPS[step - 1]}`)}
        </span>
        <Link href={urlFor('contacts.imports.index')} className="text-brand-600 hover:underline">
          {t('imports.history_link')}
        </Link>
      </div>
      <div
        role="progressbar"
        aria-label={t('imports.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-2 rounded bg-brand-600" style={{ width: `${progress}%` }} />
      </div>

      {report && (
        <Card>
          <h2 className="mb-2 text-lg font-semibold">{t('imports.report.title')}</h2>
          <dl className="grid grid-cols-2 gap-1 text-sm" data-testid="import-report">
            <dt>{t('imports.report.read')}</dt>
            <dd>{report.rowsTotal}</dd>
            <dt>{t('imports.report.created')}</dt>
            <dd>{report.created}</dd>
            <dt>{t('imports.report.updated')}</dt>
            <dd>{report.updated}</dd>
            <dt>{t('imports.report.skipped')}</dt>
            <dd>{report.skipped}</dd>
            <dt>{t('imports.report.lists')}</dt>
            <dd>
              {report.lists.map((list) => (
                <div key={list.title}>
                  {t('imports.report.list_added', { title: list.title, count: list.added })}
                </div>
              ))}
            </dd>
          </dl>
          {report.skipped > 0 && (
            <>
              <ul className="mt-2 text-sm">
                {report.skippedRows.map((row) => (
                  <li key={row.row}>
                    {t('imports.report.row')} {row.row}: {row.reason}
                  </li>
                ))}
              </ul>
              <a
                href={urlFor('contacts.imports.skipped', { uid: report.uid })}
                className={buttonClasses('secondary', 'mt-2')}
                download
              >
                {t('imports.report.download')}
              </a>
            </>
          )}
        </Card>
      )}

      <Card>
        {step === 1 && (
          <div className="flex flex-col gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('imports.file.label')}
              <input
                ref={fileInput}
                type="file"
                name="file"
                accept=".csv,.xlsx,.xls"
                onChange={(event) => {
                  setReport(null)
                  choose(event.target.files?.[0] ?? null)
                }}
              />
            </label>
            {parsing && (
              <p className="flex items-center gap-2 text-sm">
                <Spinner /> {t('imports.file.processing')}
              </p>
            )}
            {parsed && (
              <div className="overflow-x-auto">
                <p className="mb-2 text-sm font-medium">
                  {t('imports.preview.title', { count: Math.min(10, parsed.total) })} ·{' '}
                  <span data-testid="import-total">
                    {t('imports.preview.total', { count: parsed.total })}
                  </span>
                </p>
                <table
                  className="text-left text-sm"
                  aria-label={t('imports.preview.title', { count: 10 })}
                >
                  <thead>
                    <tr>
                      {parsed.headers.map((header) => (
                        <th key={header} className="whitespace-nowrap px-2 py-1">
                          {header}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {parsed.preview.map((values, r) => (
                      <tr key={r}>
                        {values.map((value, c) => (
                          <td key={c} className="whitespace-nowrap px-2 py-1">
                            {value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}

        {step === 2 && parsed && (
          <div className="flex flex-col gap-3">
            {remembered && <p className="text-sm">{t('imports.map.remembered')}</p>}
            <table className="text-left text-sm">
              <thead>
                <tr>
                  <th className="px-2 py-1">{t('imports.map.column')}</th>
                  <th className="px-2 py-1">{t('imports.map.sample')}</th>
                  <th className="px-2 py-1">{t('imports.map.field')}</th>
                </tr>
              </thead>
              <tbody>
                {parsed.headers.map((header, c) => (
                  <tr key={header}>
                    <td className="px-2 py-1">{header}</td>
                    <td className="px-2 py-1">{parsed.preview[0]?.[c]}</td>
                    <td className="flex flex-col gap-1 px-2 py-1">
                      <select
                        aria-label={`${t('imports.map.field')}: ${header}`}
                        value={mapping[header] ?? ''}
                        onChange={(event) =>
                          setMapping({ ...mapping, [header]: event.target.value })
                        }
                        className="rounded border border-gray-300 px-2 py-1 dark:border-gray-600 dark:bg-gray-800"
                      >
                        <option value="">{t('imports.map.ignore')}</option>
                        {fields.map((field) => (
                          <option key={field.id} value={field.name}>
                            {t(`imports.map.fields.${field.name}`)}
                          </option>
                        ))}
                        <option value={CUSTOM}>{t('imports.map.custom')}</option>
                      </select>
                      {mapping[header] === CUSTOM && (
                        <TextField
                          name={`label-${c}`}
                          label={t('imports.map.custom_label', { column: header })}
                          value={labels[header] ?? ''}
                          onChange={(value) => setLabels({ ...labels, [header]: value })}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        {step === 3 && (
          <div className="flex flex-col gap-3">
            {lists.length === 0 ? (
              <p className="text-sm">{t('imports.lists.none')}</p>
            ) : (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">{t('imports.lists.choose')}</legend>
                {lists.map((list) => (
                  <Checkbox
                    key={list.id}
                    isSelected={selected.includes(list.id)}
                    onChange={(on) =>
                      setSelected(
                        on ? [...selected, list.id] : selected.filter((id) => id !== list.id)
                      )
                    }
                  >
                    {list.title} ({t('imports.lists.contacts', { count: list.contactCount })})
                  </Checkbox>
                ))}
              </fieldset>
            )}
            <Checkbox isSelected={createList} onChange={setCreateList}>
              {t('imports.lists.new')}
            </Checkbox>
            {createList && (
              <>
                <TextField
                  name="new_list_title"
                  label={t('imports.lists.new_title')}
                  value={newList.title}
                  onChange={(title) => setNewList({ ...newList, title })}
                  isRequired
                />
                <TextField
                  name="new_list_description"
                  label={t('imports.lists.new_description')}
                  value={newList.description}
                  onChange={(description) => setNewList({ ...newList, description })}
                />
              </>
            )}
          </div>
        )}

        {step === 4 && parsed && (
          <div className="flex flex-col gap-3 text-sm">
            <h2 className="font-semibold">{t('imports.confirm.summary')}</h2>
            <dl className="grid grid-cols-2 gap-1">
              <dt>{t('imports.confirm.file')}</dt>
              <dd>{file?.name}</dd>
              <dt>{t('imports.confirm.rows')}</dt>
              <dd>{parsed.total}</dd>
              <dt>{t('imports.confirm.fields')}</dt>
              <dd>
                {parsed.headers
                  .filter((header) => mapping[header])
                  .map(
                    (header) =>
                      `${header} → ${mapping[header] === CUSTOM ? labels[header] : t(`imports.map.fields.${mapping[header]}`)}`
                  )
                  .join(', ')}
              </dd>
              <dt>{t('imports.confirm.lists')}</dt>
              <dd>
                {[
                  ...lists.filter((list) => selected.includes(list.id)).map((list) => list.title),
                  ...(createList ? [t('imports.confirm.new_list', { title: newList.title })] : []),
                ].join(', ')}
              </dd>
            </dl>
            <Checkbox isSelected={checkDuplicates} onChange={setCheckDuplicates}>
              {t('imports.confirm.duplicates')}
            </Checkbox>
            <Checkbox isSelected={terms} onChange={setTerms}>
              {t('imports.confirm.terms')}
            </Checkbox>
            {importing && <ImportProgress importing={importing} />}
          </div>
        )}

        {error && (
          <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}

        {stepHelp && (
          <p id="import-step-help" className="mt-3 text-sm text-amber-700 dark:text-amber-400">
            {stepHelp}
          </p>
        )}

        <div className="mt-4 flex gap-2">
          {step > 1 && (
            <Button variant="secondary" onPress={reset} isDisabled={sending}>
              {t('imports.restart')}
            </Button>
          )}
          {step < 4 ? (
            <Button
              onPress={next}
              isDisabled={!!stepProblem || parsing}
              aria-describedby={stepHelp ? 'import-step-help' : undefined}
            >
              {t('imports.continue')}
            </Button>
          ) : (
            <Button onPress={start} isDisabled={!terms || sending}>
              {t('imports.import')}
            </Button>
          )}
        </div>
      </Card>
    </div>
  )
}
