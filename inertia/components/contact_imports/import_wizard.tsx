import { Link } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { ConfirmStep } from '~/components/contact_imports/confirm_step'
import { ImportReport } from '~/components/contact_imports/import_report'
import { ListsStep } from '~/components/contact_imports/lists_step'
import { MapStep, type ImportField } from '~/components/contact_imports/map_step'
import { UploadStep } from '~/components/contact_imports/upload_step'
import { useImportWizard } from '~/components/contact_imports/use_import_wizard'
import { urlFor } from '~/client'

export type { ImportField }

const STEPS = ['upload', 'map', 'lists', 'confirm'] as const

/** "Importă contacte": upload, map columns, choose lists, confirm; then progress and report. */
export function ImportWizard({ fields }: { fields: ImportField[] }) {
  const t = useT()
  const wizard = useImportWizard()
  const { step, parsed, error, sending } = wizard

  const progress = Math.round(((step - 1) / 3) * 100)
  // Continue stays disabled while the step is invalid, and the step says why under it (step 1:
  // once nothing is being read and no other message about the file shows).
  const blocked = step < 4 ? wizard.stepProblem() : null
  const stepHelp = step === 1 && (wizard.parsing || error) ? null : blocked
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between text-sm">
        <span>
          {t('contact_imports.step_of', { step })} · {t(`contact_imports.steps.${STEPS[step - 1]}`)}
        </span>
        <Link
          href={urlFor('contact_imports.index')}
          className="text-brand-600 dark:text-brand-400 hover:underline"
        >
          {t('contact_imports.history_link')}
        </Link>
      </div>
      <div
        role="progressbar"
        aria-label={t('contact_imports.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full rounded bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-2 rounded bg-brand-600" style={{ width: `${progress}%` }} />
      </div>

      {wizard.report && <ImportReport report={wizard.report} />}

      <Card>
        {step === 1 && (
          <UploadStep
            file={wizard.file}
            parsing={wizard.parsing}
            parsed={parsed}
            onChoose={wizard.choose}
          />
        )}
        {step === 2 && parsed && (
          <MapStep
            parsed={parsed}
            fields={fields}
            mapping={wizard.mapping}
            labels={wizard.labels}
            remembered={wizard.remembered}
            onMapping={wizard.setMapping}
            onLabels={wizard.setLabels}
          />
        )}
        {step === 3 && <ListsStep wizard={wizard} />}
        {step === 4 && parsed && <ConfirmStep wizard={wizard} />}

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
            <Button variant="secondary" onPress={wizard.reset} isDisabled={sending}>
              {t('contact_imports.restart')}
            </Button>
          )}
          {step < 4 ? (
            <Button
              onPress={wizard.next}
              isDisabled={!!blocked || wizard.parsing}
              aria-describedby={stepHelp ? 'import-step-help' : undefined}
            >
              {t('contact_imports.continue')}
            </Button>
          ) : (
            <Button onPress={wizard.start} isDisabled={!wizard.terms || sending}>
              {t('contact_imports.import')}
            </Button>
          )}
        </div>
      </Card>
    </div>
  )
}
