import { lazy, Suspense } from 'react'
import { Link } from '@inertiajs/react'
import { Button, buttonClasses } from '~/components/ui/button'

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

export type RowMenuProps = { label: string; actions: RowAction[]; isDisabled?: boolean }

// The menu (react-aria Menu, Popover, collections) is its own chunk, loaded
// after the first paint like the top bar's user menu (shared with it): a list
// page does not wait for it. Until it is there, an empty box of its size holds
// its place (nothing to press that would do nothing).
const RowMenu = lazy(() => import('~/components/ui/row_menu'))

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
        <Suspense fallback={<span aria-hidden="true" className="inline-block size-7" />}>
          <RowMenu label={name} actions={others} isDisabled={isDisabled} />
        </Suspense>
      )}
    </div>
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
