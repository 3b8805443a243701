/** What Select / MultiSelect (select.tsx) and their widget (select_widget.tsx) share: no React. */

/** The list stays open this long after focus leaves the field (spec: 200 ms). */
export const CLOSE_AFTER_BLUR_MS = 200

/** An option as the server sends it. */
export type Option = {
  value: string | number
  label: string
}

export type SelectBaseProps = {
  name?: string
  label: string
  options: Option[]
  error?: string
  description?: string
  isRequired?: boolean
  isDisabled?: boolean
  emptyText?: string
  /** Focus on mount (the list then opens, as on any focus). */
  autoFocus?: boolean
}

export type SelectProps = SelectBaseProps & {
  value: string | number | null
  onChange: (value: string | number | null) => void
}

export type MultiSelectProps = SelectBaseProps & {
  value: (string | number)[]
  onChange: (value: (string | number)[]) => void
}
