import type { SegmentWay } from '~/components/contact_members/types'
import { formatDateTime } from '~/lib/format'
import { useT } from '~/lib/i18n'

/** "Quiz: Pasiuni", "Adăugat manual" or "Import": how a contact reached a segment. */
export function SegmentWayLabel({
  way,
  withDate = false,
}: {
  way: SegmentWay
  withDate?: boolean
}) {
  const t = useT()
  const label =
    way.source === 'quiz'
      ? way.quiz
        ? t('contact_members.sources.quiz', { name: way.quiz.name })
        : t('contact_members.sources.quiz_gone')
      : way.source === 'manual'
        ? t('contact_members.sources.manual')
        : t('contact_members.sources.import')
  return (
    <span>
      {label}
      {withDate && way.addedAt && (
        <span className="text-gray-500 dark:text-gray-400"> · {formatDateTime(way.addedAt)}</span>
      )}
    </span>
  )
}
