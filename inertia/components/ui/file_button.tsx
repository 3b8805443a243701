import { useRef } from 'react'
import { Button, type ButtonProps } from '~/components/ui/button'

/**
 * A button that opens the file picker (as react-aria's FileTrigger: a hidden
 * file input it clicks); `onSelect` receives what was chosen. Choosing the
 * same file again is a change too.
 */
export function FileButton({
  accept,
  onSelect,
  children,
  ...props
}: Omit<ButtonProps, 'onPress' | 'onSelect'> & {
  accept: readonly string[]
  onSelect: (files: FileList | null) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        className="hidden"
        onChange={(event) => onSelect(event.target.files)}
      />
      <Button
        {...props}
        onPress={() => {
          if (!input.current) return
          input.current.value = ''
          input.current.click()
        }}
      >
        {children}
      </Button>
    </>
  )
}
