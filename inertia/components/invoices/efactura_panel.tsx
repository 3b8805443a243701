import { router } from '@inertiajs/react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

export type EfacturaStatus = {
  state: 'to_send' | 'sent' | 'accepted' | 'refused'
  uploadIndex: string | null
  messages: string[]
  archive: boolean
  attempts: number
  lastError: string | null
  nextAttemptAt: string | null
  credentials: boolean
  /** What the national rules still need of the stored document (Romanian texts); empty: none. */
  problems: string[]
}

/**
 * An invoice's e-Factura (docs/efactura.md): its state at ANAF (de trimis, trimisă, acceptată,
 * respinsă), the XML, the signed archive once accepted, ANAF's messages and "Trimite din nou"
 * after a refusal, and why nothing is sent (no credentials; what the document lacks, and how an
 * issued invoice is completed: by a credit note and a new invoice). Not printed.
 */
export function EfacturaPanel({
  uid,
  status,
  creditNote = false,
}: {
  uid: string
  status: EfacturaStatus
  /** A credit note is not reversed in turn: what lacks is completed with the accountant. */
  creditNote?: boolean
}) {
  const t = useT()
  const [sending, setSending] = useState(false)
  const problems = status.lastError === 'problems'
  const failing =
    status.state === 'to_send' &&
    status.lastError &&
    !problems &&
    status.lastError !== 'no_credentials'
  // Uploaded, but ANAF's status checks fail: checked again later (never uploaded again).
  const checking =
    status.state === 'sent' && status.lastError && status.lastError !== 'no_credentials'

  function resend() {
    router.post(
      urlFor('admin.invoices.efactura_resend', { uid }),
      {},
      { onStart: () => setSending(true), onFinish: () => setSending(false) }
    )
  }

  return (
    <section
      className="mb-4 max-w-[210mm] rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-700"
      data-print="hide"
      aria-labelledby="efactura-title"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="efactura-title" className="font-semibold">
          {t('efactura.section.title')}:{' '}
          <span data-testid="efactura-state">{t(`efactura.section.states.${status.state}`)}</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <a className="underline" href={urlFor('admin.invoices.efactura', { uid })} download>
            {t('efactura.section.download_xml')}
          </a>
          {status.archive && (
            <a className="underline" href={urlFor('admin.invoices.efactura_archive', { uid })}>
              {t('efactura.section.download_archive')}
            </a>
          )}
        </div>
      </div>
      {status.uploadIndex && (
        <p className="mt-2">{t('efactura.section.index', { index: status.uploadIndex })}</p>
      )}
      {!status.credentials && <p className="mt-2">{t('efactura.section.no_credentials')}</p>}
      {failing && status.nextAttemptAt && (
        <p className="mt-2">
          {t('efactura.section.retrying', {
            error: status.lastError ?? '',
            date: formatDateTime(status.nextAttemptAt),
          })}
        </p>
      )}
      {failing && !status.nextAttemptAt && (
        <p className="mt-2">
          {t('efactura.section.stopped', {
            attempts: status.attempts,
            error: status.lastError ?? '',
          })}
        </p>
      )}
      {checking && (
        <p className="mt-2" data-testid="efactura-checking">
          {t('efactura.section.checking', {
            attempts: status.attempts,
            error: status.lastError ?? '',
            date: status.nextAttemptAt ? formatDateTime(status.nextAttemptAt) : '—',
          })}
        </p>
      )}
      {status.problems.length > 0 && (
        <div className="mt-2" data-testid="efactura-problems">
          <p>{t('efactura.section.problems')}</p>
          <ul className="list-disc pl-5">
            {status.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className="mt-2">
            {t(
              creditNote
                ? 'efactura.section.problems_help_credit_note'
                : 'efactura.section.problems_help'
            )}
          </p>
        </div>
      )}
      {status.state === 'refused' && status.messages.length > 0 && (
        <div className="mt-2">
          <p>{t('efactura.section.refused_help')}</p>
          <ul className="list-disc pl-5" data-testid="efactura-messages">
            {status.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {(status.state === 'refused' || problems || (failing && !status.nextAttemptAt)) && (
        <Button className="mt-2" variant="secondary" onPress={resend} isDisabled={sending}>
          {t('efactura.section.resend')}
        </Button>
      )}
      {checking && (
        <Button className="mt-2" variant="secondary" onPress={resend} isDisabled={sending}>
          {t('efactura.section.recheck')}
        </Button>
      )}
    </section>
  )
}
