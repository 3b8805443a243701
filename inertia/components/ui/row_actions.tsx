import { createContext, useContext } from 'react'
import { Link, router } from '@inertiajs/react'
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Text,
} from 'react-aria-components'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

/**
 * One action on a table row (or a card): a link (`href`, a page of the app
 * visited through Inertia; `external` opens another site in a new tab;
 * `download` saves a file) or a press handler (`onAction`).
 */
export type RowAction = {
  /** The visible text ("Editează"). */
  label: string
  /** The name for assistive technology, naming the row ("Editează comunitatea Alfa"). */
  ariaLabel?: string
  href?: string
  external?: boolean
  download?: boolean
  onAction?: () => void
  /**
   * Deletes or undoes: a red item in the menu. Its `onAction` opens the
   * page's ConfirmDialog (useDeleteConfirmation); it never acts at once.
   */
  destructive?: boolean
  isDisabled?: boolean
  /** Said under the item in the menu (e.g. why it is disabled). */
  description?: string
  /** The main action shows a spinner while its request runs. */
  processing?: boolean
}

const rowMenuButtonClasses =
  'inline-flex size-7 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700'

/** The "⋯" of the menu button. */
function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  )
}

/** Inside a phone's card (DataTable): every action of the row in one menu ("Acțiuni: Alfa"). */
export const ActionsInOneMenu = createContext(false)

export const rowActionClasses = buttonClasses('secondary', 'px-2.5 py-1 text-xs whitespace-nowrap')

/**
 * The actions of a table row, one pattern for every table (and card list):
 * the main action visible as a small button or link, every other action in
 * a "⋯" menu named after the row ("Alte acțiuni: Alfa"); destructive actions
 * go in the menu as red items and ask first (ConfirmDialog). Put it in the
 * column keyed `actions` of a DataTable, which keeps it in view on a phone.
 */
export function RowActions({
  name,
  main,
  more = [],
  edit,
  remove,
  isDisabled,
}: {
  /** The row's name, for the menu button's label. */
  name: string
  main?: RowAction | null | false
  more?: (RowAction | null | false | undefined)[]
  /** The main action "Editează": a link to the record's page (`href`) or a press that opens its form. */
  edit?: Omit<RowAction, 'label'>
  /** "Șterge", last in the menu and red: its `onAction` opens the page's ConfirmDialog. */
  remove?: Omit<RowAction, 'label' | 'destructive'>
  isDisabled?: boolean
}) {
  const t = useT()
  const first = edit ? { label: t('ui.row_actions.edit'), ...edit } : main
  const last = remove && { label: t('ui.row_actions.delete'), destructive: true, ...remove }
  const others = [...more, last].filter((action): action is RowAction => Boolean(action))
  const oneMenu = useContext(ActionsInOneMenu)
  const all = first ? [first, ...others] : others
  if (oneMenu && all.length > 0) {
    return <RowMenu label={name} actions={all} isDisabled={isDisabled} allActions />
  }
  return (
    <div className="flex items-center gap-1 whitespace-nowrap">
      {first && <MainAction action={first} isDisabled={isDisabled} />}
      {others.length > 0 && <RowMenu label={name} actions={others} isDisabled={isDisabled} />}
    </div>
  )
}

const item =
  'flex cursor-pointer flex-col rounded-md px-3 py-2 text-sm outline-none focus:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-50 dark:focus:bg-gray-700'
const tone = (action: RowAction) =>
  action.destructive
    ? 'text-red-600 focus:text-red-700 dark:text-red-400'
    : 'text-gray-700 dark:text-gray-200'

/**
 * The "⋯" menu of RowActions (react-aria Menu: arrow keys, Escape, focus
 * back on the button). Links are menu items with an href; the app's own
 * pages are visited through Inertia.
 */
function RowMenu({
  label,
  actions,
  isDisabled,
  allActions,
}: {
  label: string
  actions: RowAction[]
  isDisabled?: boolean
  /** The menu holds the main action too: named "Acțiuni: …", not "Alte acțiuni: …". */
  allActions?: boolean
}) {
  const t = useT()
  const name = t(allActions ? 'ui.row_actions.menu' : 'ui.row_actions.more', { name: label })
  return (
    <RouterProvider navigate={(href) => router.visit(href)}>
      <MenuTrigger>
        <AriaButton aria-label={name} isDisabled={isDisabled} className={rowMenuButtonClasses}>
          <MoreIcon />
        </AriaButton>
        <Popover
          placement="bottom end"
          className="min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-800"
        >
          <Menu
            aria-label={name}
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

function MainAction({ action, isDisabled }: { action: RowAction; isDisabled?: boolean }) {
  const common = { 'aria-label': action.ariaLabel, 'className': rowActionClasses }
  if (action.href && !action.isDisabled && !isDisabled) {
    if (action.external || action.download) {
      return (
        <a
          {...common}
          href={action.href}
          download={action.download || undefined}
          {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {action.label}
        </a>
      )
    }
    return (
      <Link {...common} href={action.href}>
        {action.label}
      </Link>
    )
  }
  return (
    <Button
      variant="secondary"
      className="px-2.5 py-1 text-xs whitespace-nowrap"
      aria-label={action.ariaLabel}
      isDisabled={isDisabled || action.isDisabled}
      processing={action.processing}
      onPress={action.onAction}
    >
      {action.label}
    </Button>
  )
}
