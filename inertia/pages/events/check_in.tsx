import { useEffect, useRef, useState } from 'react'
import { Link, router, useForm } from '@inertiajs/react'
import { ServerForm } from '~/components/forms/server_form'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm_dialog'
import { PageHeader } from '~/components/ui/page_header'
import { TextField } from '~/components/ui/text_field'
import { bindField } from '~/lib/form_errors'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/client'

type Outcome = 'checked_in' | 'already' | 'cancelled' | 'not_confirmed' | 'other_event' | 'unknown'

type Props = {
  event: { uid: string; name: string; startAt: string }
  counts: { limit: number; confirmed: number; checked_in: number }
  result: {
    outcome: Outcome
    code: string
    attendee: { firstName: string; lastName: string; email: string } | null
    checkedInAt: string | null
    checkedInBy: string | null
  } | null
}

/** A check-in earlier than this before the event's start asks first: the wrong event's screen? */
const EARLY_MS = 24 * 60 * 60 * 1000

const TONES: Record<Outcome, string> = {
  checked_in: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  already: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  cancelled: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  not_confirmed: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  other_event: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  unknown: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
}

/**
 * /events/{uid}/check-in, for phones at the door: a ticket's code typed, or its QR read by the
 * camera (@zxing/browser, loaded when the staff start scanning); the answer says who it is and
 * whether they may enter.
 */
export default function CheckIn({ event, counts, result }: Props) {
  const t = useT()
  const form = useForm({ code: '' })
  const [scanning, setScanning] = useState(false)
  const [cameraError, setCameraError] = useState(false)
  const video = useRef<HTMLVideoElement>(null)

  // More than a day before the start, the first check-in of the visit is confirmed (typed or
  // scanned alike); once confirmed, the next ones go through.
  const [earlyConfirmed, setEarlyConfirmed] = useState(false)
  const [waiting, setWaiting] = useState<(() => void) | null>(null)
  const guarded = (send: () => void) => {
    const early = new Date(event.startAt).getTime() - Date.now() > EARLY_MS
    if (early && !earlyConfirmed) setWaiting(() => send)
    else send()
  }

  const url = urlFor('events.check_in.store', { uid: event.uid })
  // The screen's state outlives each answer: a confirmed early check-in is not asked again.
  const visit = { preserveScroll: true, preserveState: true }
  const typed = () => guarded(() => form.post(url, { ...visit, onSuccess: () => form.reset() }))
  // A code read by the camera is sent as it is.
  const scanned = (code: string) => guarded(() => router.post(url, { code }, visit))

  useEffect(() => {
    if (!scanning || !video.current) return
    let stop: (() => void) | null = null
    let cancelled = false
    import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        const reader = new BrowserQRCodeReader()
        // The first frame is read before decodeFromVideoDevice resolves: a code already in view
        // is stopped through the controls the callback is given.
        const controls = await reader.decodeFromVideoDevice(
          undefined,
          video.current!,
          (read, _error, scan) => {
            if (!read || cancelled) return
            cancelled = true
            scan.stop()
            setScanning(false)
            scanned(read.getText())
          }
        )
        stop = () => controls.stop()
        if (cancelled) stop()
      })
      .catch(() => {
        setCameraError(true)
        setScanning(false)
      })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [scanning])

  const name = result?.attendee ? `${result.attendee.firstName} ${result.attendee.lastName}` : ''
  return (
    <>
      <PageHeader
        title={t('events.attendees.check_in.title')}
        heading={event.name}
        description={formatDateTime(event.startAt)}
        breadcrumbs={[
          { label: t('events.title'), href: urlFor('events.index') },
          {
            label: event.name,
            href: `${urlFor('events.edit', { uid: event.uid })}?tab=attendees`,
          },
          { label: t('events.attendees.check_in.title') },
        ]}
      />
      <div className="mx-auto max-w-md space-y-4">
        {result && (
          <div
            role="status"
            data-testid="check-in-result"
            className={`rounded-xl border-2 p-4 ${TONES[result.outcome]}`}
          >
            <p className="text-lg font-semibold">
              {t(`events.attendees.check_in.outcome.${result.outcome}`)}
            </p>
            {name && <p className="mt-1">{`${name} · ${result.attendee!.email}`}</p>}
            {result.outcome === 'already' && result.checkedInAt && (
              <p className="mt-1 text-sm">
                {t('events.attendees.check_in.already_at', {
                  time: formatDateTime(result.checkedInAt),
                  by: result.checkedInBy ?? '—',
                })}
              </p>
            )}
          </div>
        )}
        <Card>
          <ServerForm className="space-y-3" onSubmit={typed}>
            <TextField
              {...bindField(form, 'code')}
              label={t('events.attendees.check_in.code')}
              description={t('events.attendees.check_in.code_hint')}
              autoComplete="off"
              isRequired
            />
            <Button type="submit" className="w-full" processing={form.processing}>
              {t('events.attendees.check_in.submit')}
            </Button>
          </ServerForm>
        </Card>
        <Card>
          {scanning ? (
            <div className="space-y-3">
              <video ref={video} className="w-full rounded-lg bg-black" muted playsInline />
              <Button variant="secondary" className="w-full" onPress={() => setScanning(false)}>
                {t('events.attendees.check_in.stop_scan')}
              </Button>
            </div>
          ) : (
            <Button
              variant="secondary"
              className="w-full"
              onPress={() => {
                setCameraError(false)
                setScanning(true)
              }}
            >
              {t('events.attendees.check_in.scan')}
            </Button>
          )}
          {cameraError && (
            <p className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t('events.attendees.check_in.camera_error')}
            </p>
          )}
        </Card>
        <p className="text-center text-sm text-gray-600 dark:text-gray-300" data-testid="present">
          {t('events.attendees.check_in.present', {
            present: counts.checked_in,
            expected: counts.confirmed + counts.checked_in,
          })}
        </p>
        <p className="text-center text-sm">
          <Link
            href={`${urlFor('events.edit', { uid: event.uid })}?tab=attendees`}
            className="text-brand-600 dark:text-brand-400 hover:underline"
          >
            {t('events.attendees.check_in.back')}
          </Link>
        </p>
      </div>
      <ConfirmDialog
        isOpen={waiting !== null}
        onOpenChange={(open) => {
          if (!open) setWaiting(null)
        }}
        title={t('events.attendees.check_in.early.title')}
        confirmLabel={t('events.attendees.check_in.early.confirm')}
        message={t('events.attendees.check_in.early.message', {
          date: formatDateTime(event.startAt),
        })}
        onConfirm={() => {
          setEarlyConfirmed(true)
          setWaiting(null)
          waiting?.()
        }}
      />
    </>
  )
}
