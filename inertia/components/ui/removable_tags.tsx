import { Button as AriaButton, Tag, TagGroup, TagList, type Key } from 'react-aria-components'
import { useT } from '~/lib/i18n'

/**
 * Chosen values as removable tags, react-aria's TagGroup (arrow keys move
 * between them, Delete or their × button removes one): TagInput's and MultiSelect's
 * (a file of its own: MultiSelect's pages do not download TagInput).
 */
export function RemovableTags({
  label,
  tags,
  onRemove,
  className,
  listClassName,
}: {
  label: string
  tags: { id: string | number; label: string }[]
  onRemove: (keys: Set<Key>) => void
  className: string
  listClassName: string
}) {
  const t = useT()
  return (
    <TagGroup aria-label={label} onRemove={onRemove} className={className}>
      <TagList className={listClassName}>
        {tags.map((tag) => (
          <Tag
            key={tag.id}
            id={tag.id}
            textValue={tag.label}
            className="flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-gray-700 dark:text-gray-100"
          >
            {tag.label}
            <AriaButton
              slot="remove"
              aria-label={t('ui.tags.remove', { tag: tag.label })}
              className="rounded-full px-1 hover:bg-brand-100 dark:hover:bg-gray-600"
            >
              ×
            </AriaButton>
          </Tag>
        ))}
      </TagList>
    </TagGroup>
  )
}
