import { useId } from 'react'
import {
  Button as AriaButton,
  DropZone,
  FileTrigger,
  Text,
  type FileDropItem,
} from 'react-aria-components'
import { buttonClasses } from '~/components/ui/button'
import { labelClasses } from '~/components/ui/field'

/**
 * A file field as a drop zone (react-aria's DropZone) with a button that opens the file picker
 * (its FileTrigger): the words are the page's, never the browser's "Choose File". `label`
 * names the (hidden) file input; `onSelect` gets the first file dropped or chosen.
 */
export function FileDropZone({
  label,
  zoneLabel,
  dropText,
  buttonText,
  accept,
  chosen,
  onSelect,
}: {
  label: string
  /** The drop zone's name for screen readers. */
  zoneLabel: string
  dropText: string
  buttonText: string
  accept: readonly string[]
  /** What is chosen now (a file name), shown in the zone. */
  chosen?: string | null
  onSelect: (file: File | null) => void
}) {
  const inputId = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <DropZone
        aria-label={zoneLabel}
        getDropOperation={(_, allowed) => (allowed.includes('copy') ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          const file = event.items.find((item): item is FileDropItem => item.kind === 'file')
          if (file) onSelect(await file.getFile())
        }}
        className={({ isDropTarget, isFocusVisible }) =>
          `flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center text-sm outline-none ${
            isDropTarget
              ? 'border-brand-600 bg-brand-50 dark:bg-gray-700'
              : 'border-gray-300 dark:border-gray-600'
          } ${isFocusVisible ? 'ring-2 ring-brand-500' : ''}`
        }
      >
        <Text slot="label" className="text-gray-600 dark:text-gray-300">
          {dropText}
        </Text>
        <FileTrigger
          // The label above names FileTrigger's hidden input (its props do not take an id).
          ref={(input) => {
            if (input) input.id = inputId
          }}
          acceptedFileTypes={[...accept]}
          onSelect={(files) => onSelect(files?.[0] ?? null)}
        >
          <AriaButton className={buttonClasses('secondary')}>{buttonText}</AriaButton>
        </FileTrigger>
        {chosen && <p className="font-medium text-gray-900 dark:text-white">{chosen}</p>}
      </DropZone>
    </div>
  )
}
