import { Spinner } from '~/components/ui/spinner'
import { useT } from '~/lib/i18n'
import type { ImportRow } from '@shared/contact_import'

/**
 * A started import's progress in the wizard: waiting in the queue (or for
 * another import of the community, running now), rows read, then writing.
 */
export function ImportProgress({ importing }: { importing: ImportRow }) {
  const t = useT()
  return (
    <div className="flex flex-col gap-1">
      <p className="flex items-center gap-2" role="status">
        <Spinner />
        {importing.status === 'queued'
          ? t(
              importing.waiting
                ? 'contact_imports.progress.waiting'
                : 'contact_imports.progress.queued'
            )
          : importing.rowsTotal > 0 && importing.rowsDone >= importing.rowsTotal
            ? t('contact_imports.progress.writing', { total: importing.rowsTotal })
            : t('contact_imports.progress.running', {
                done: importing.rowsDone,
                total: importing.rowsTotal,
              })}
      </p>
      <progress
        aria-label={t('contact_imports.progress.label')}
        data-testid="import-progress"
        max={Math.max(importing.rowsTotal, 1)}
        value={importing.rowsDone}
        className="h-2 w-full"
      />
    </div>
  )
}
