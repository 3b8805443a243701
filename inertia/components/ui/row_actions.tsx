import { lazy } from 'react'
import { Deferred } from '~/components/ui/deferred'
import { Link } from '@inertiajs/react'
import { Button, buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { useIntent } from '~/lib/use_intent'

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

export type RowMenuProps = {
  label: string
  actions: RowAction[]
  isDisabled?: boolean
  /** Opens (at once, or when it turns true after mounting): the stand-in was pressed. */
  defaultOpen?: boolean
  /** The stand-in had focus: the real button takes it over. */
  autoFocus?: boolean
}

// The menu (react-aria Menu, Popover, collections) is its own chunk, loaded
// when the user reaches for the "⋯" button (hover, focus or press), like the
// top bar's user menu (shared with it): a list page does not wait for it.
const RowMenu = lazy(() => import('~/components/ui/row_menu'))

export const rowMenuButtonClasses =
  'inline-flex size-7 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 outline-none hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700'

/** The "⋯" of the menu button (stand-in and real one). */
export function MoreIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <circle cx="5" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="19" cy="12" r="1.8" />
    </svg>
  )
}

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
  isDisabled,
}: {
  /** The row's name, for the menu button's label. */
  name: string
  main?: RowAction | null | false
  more?: (RowAction | null | false | undefined)[]
  isDisabled?: boolean
}) {
  const others = more.filter((action): action is RowAction => Boolean(action))
  return (
    <div className="flex items-center gap-1 whitespace-nowrap">
      {main && <MainAction action={main} isDisabled={isDisabled} />}
      {others.length > 0 && (
        <DeferredRowMenu label={name} actions={others} isDisabled={isDisabled} />
      )}
    </div>
  )
}

/**
 * The "⋯" button at once (a native button that looks the same), the
 * react-aria menu on the first hover, focus or press: it then takes the focus,
 * or opens if the button was pressed (Enter and Space press it too).
 */
function DeferredRowMenu({ label, actions, isDisabled }: RowMenuProps) {
  const t = useT()
  const { intent, handlers } = useIntent()
  const standIn = (
    <button
      type="button"
      aria-label={t('ui.row_actions.more', { name: label })}
      aria-haspopup="menu"
      aria-expanded={false}
      disabled={isDisabled}
      className={rowMenuButtonClasses}
      {...handlers}
    >
      <MoreIcon />
    </button>
  )
  return (
    <Deferred
      intent={intent}
      standIn={standIn}
      widget={(intent) => (
        <RowMenu
          label={label}
          actions={actions}
          isDisabled={isDisabled}
          defaultOpen={intent.open}
          autoFocus={intent.focus}
        />
      )}
    />
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
