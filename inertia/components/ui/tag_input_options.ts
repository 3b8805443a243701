/** The tag input's limits and props (without react-aria: the stand-in and the widget share them). */
export const MAX_TAGS = 10
export const MAX_TAG_LENGTH = 20

export type TagInputProps = {
  label: string
  value: string[]
  onChange: (tags: string[]) => void
  maxTags?: number
  maxLength?: number
  error?: string
  description?: string
  placeholder?: string
  isRequired?: boolean
}
