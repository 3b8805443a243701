import { useEffect, useState } from 'react'
import { useT } from '~/lib/i18n'
import { toast } from '~/lib/toast'
import type { ImportMarketingBasis } from '@shared/contact_import'
import {
  CUSTOM,
  extensionOf,
  IMPORT_MAX_BYTES,
  fileErrorMessage,
  guessField,
  mappingProblem,
  type ImportFileErrorCode,
  type ImportRow,
} from '@shared/contact_import'
import { parseFile, parseWorker, type Parsed } from '~/components/contact_imports/parse_file'
import { urlFor } from '~/client'

export type ListOption = { id: number; uid: string; title: string; contactCount: number }
export type ImportReportData = ImportRow & { skippedRows: { row: number; reason: string }[] }

/** The mapping chosen last time for a file with the same headers (this browser only). */
const memoryKey = (headers: string[]) => `import-mapping:${JSON.stringify(headers)}`

function xsrfToken() {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : ''
}

const EMPTY_LIST = { title: '', description: '' }

/**
 * The import wizard's state (spec §4 "Import wizard"): the step, the file and its parse, the
 * mapping, the lists, the options; what each step lacks; the start, the polling and the report.
 */
export function useImportWizard() {
  const t = useT()
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
  const [newList, setNewList] = useState(EMPTY_LIST)
  const [checkDuplicates, setCheckDuplicates] = useState(true)
  // The marketing basis of the file's contacts: asked, never assumed (docs/security.md).
  const [marketingBasis, setMarketingBasis] = useState<ImportMarketingBasis | null>(null)
  const [consentTextVersion, setConsentTextVersion] = useState('')
  const [terms, setTerms] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [importing, setImporting] = useState<ImportRow | null>(null)
  const [report, setReport] = useState<ImportReportData | null>(null)
  const [sending, setSending] = useState(false)

  const fileMessage = (code: ImportFileErrorCode | 'required') => fileErrorMessage(code, t)

  const loadLists = () =>
    fetch(urlFor('contact_lists.ajax'), { headers: { accept: 'application/json' } })
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
    setNewList(EMPTY_LIST)
    setCheckDuplicates(true)
    setMarketingBasis(null)
    setConsentTextVersion('')
    setTerms(false)
    setError(null)
  }

  /** A file dropped or chosen: checked, then read (the last mapping of the same headers reused). */
  async function choose(chosen: File | null) {
    setReport(null)
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
      return
    }
    setParsing(true)
    const result = await parseFile(chosen)
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
  function stepProblem(): string | null {
    if (step === 1) return parsed ? null : fileMessage('required')
    if (step === 2) {
      const found = mappingProblem(parsed!.headers, {
        columnMapping: mapping,
        customLabels: labels,
      })
      return found && t(found.key, { column: found.column ?? '' })
    }
    if (step === 3) {
      if (!selected.length && !createList) return t('contact_imports.lists.required')
      if (createList && !newList.title.trim()) return t('contact_imports.lists.title_required')
      return null
    }
    if (!marketingBasis) return t('gdpr.import.basis_required')
    if (marketingBasis !== 'none' && !consentTextVersion.trim()) {
      return t('gdpr.import.text_version_required')
    }
    return terms ? null : t('contact_imports.confirm.terms_required')
  }

  function next() {
    if (stepProblem()) return
    setError(null)
    setStep(step + 1)
  }

  async function start() {
    const found = stepProblem()
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
        marketingBasis,
        ...(marketingBasis !== 'none' ? { consentTextVersion: consentTextVersion.trim() } : {}),
      })
    )
    setSending(true)
    try {
      const response = await fetch(urlFor('contact_imports.start'), {
        method: 'POST',
        body,
        headers: { 'accept': 'application/json', 'x-xsrf-token': xsrfToken() },
      })
      const answer = await response.json()
      if (!response.ok) {
        const message = answer.errors?.[0]?.message ?? t('contact_imports.failed')
        setError(message)
        toast.error(message)
        return
      }
      await follow(answer.id)
    } catch {
      toast.error(t('contact_imports.failed'))
    } finally {
      setSending(false)
      setImporting(null)
    }
  }

  /** Polls the import until it ends: the report and a fresh wizard, or the failure toast (an error, not a success). */
  async function follow(uid: string) {
    for (;;) {
      const response = await fetch(urlFor('contact_imports.show', { uid }), {
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
        toast.error(t('contact_imports.failed'))
        setError(t('contact_imports.failed'))
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 400))
    }
  }

  return {
    step,
    file,
    parsing,
    parsed,
    mapping,
    setMapping,
    labels,
    setLabels,
    remembered,
    lists,
    selected,
    setSelected,
    createList,
    setCreateList,
    newList,
    setNewList,
    checkDuplicates,
    setCheckDuplicates,
    marketingBasis,
    setMarketingBasis,
    consentTextVersion,
    setConsentTextVersion,
    terms,
    setTerms,
    error,
    importing,
    report,
    sending,
    choose,
    reset,
    stepProblem,
    next,
    start,
  }
}

export type ImportWizardState = ReturnType<typeof useImportWizard>
