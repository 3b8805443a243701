import { router } from '@inertiajs/react'
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Text,
} from 'react-aria-components'
import {
  MoreIcon,
  rowMenuButtonClasses,
  type RowAction,
  type RowMenuProps,
} from '~/components/ui/row_actions'
import { useT } from '~/lib/i18n'
import { useOpenRequest } from '~/lib/use_intent'

const item =
  'flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm outline-none focus:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50 dark:focus:bg-gray-700'
const tone = (action: RowAction) =>
  action.destructive
    ? 'text-red-600 focus:text-red-700 dark:text-red-400'
    : 'text-gray-700 dark:text-gray-200'

/**
 * The "⋯" menu of RowActions (react-aria Menu: arrow keys, Escape, focus
 * back on the button). Links are menu items with an href; the app's own
 * pages are visited through Inertia. Loaded on intent: see RowActions.
 */
export default function RowMenu({
  label,
  actions,
  isDisabled,
  defaultOpen = false,
  autoFocus = false,
}: RowMenuProps) {
  const t = useT()
  const [isOpen, setOpen] = useOpenRequest(defaultOpen && !isDisabled)
  return (
    <RouterProvider navigate={(href) => router.visit(href)}>
      <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <AriaButton
          aria-label={t('ui.row_actions.more', { name: label })}
          isDisabled={isDisabled}
          autoFocus={autoFocus || defaultOpen}
          className={rowMenuButtonClasses}
        >
          <MoreIcon />
        </AriaButton>
        <Popover
          placement="bottom end"
          className="min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-800"
        >
          <Menu
            aria-label={t('ui.row_actions.more', { name: label })}
            className="outline-none"
            disabledKeys={actions.flatMap((action, index) => (action.isDisabled ? [index] : []))}
          >
            {actions.map((action, index) => (
              <MenuItem
                key={index}
                id={index}
                aria-label={action.ariaLabel ?? action.label}
                textValue={action.label}
                className={`${item} ${tone(action)}`}
                onAction={action.onAction}
                {...(action.href && !action.isDisabled
                  ? {
                      href: action.href,
                      ...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
                      ...(action.download ? { download: true } : {}),
                    }
                  : {})}
              >
                {/* Named by aria-label (it names the row): no label slot, which would win over it. */}
                <span>{action.label}</span>
                {action.description && (
                  <Text slot="description" className="text-xs text-gray-500 dark:text-gray-400">
                    {action.description}
                  </Text>
                )}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  )
}
