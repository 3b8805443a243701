import { useEffect, useState } from 'react'
import { dismissToast, subscribeToasts, type Toast } from '~/lib/toast'
import { useT } from '~/lib/i18n'

const styles: Record<Toast['type'], string> = {
  success: 'border-green-500 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-gray-100',
}

/**
 * Where the toast shows: `bar` in the main layout's top bar, beside the user
 * menu (over the community switcher when the bar has no room left), `page`
 * at the top of a page without a top bar (the auth layout's card sits lower).
 */
export type ToastPlacement = 'bar' | 'page'

const regions: Record<ToastPlacement, string> = {
  // The top bar's first two cells (components/layout/topbar.tsx), beside its user menu.
  bar: 'z-10 col-span-2 col-start-1 row-start-1 flex min-w-0 justify-end',
  page: 'fixed inset-x-0 top-0 z-50 flex justify-center px-4 pt-2',
}

/**
 * Shows the toast of the last action; it closes by itself after a few seconds, or
 * when clicked. Held in the top bar, it never covers a form being corrected
 * (docs/decisions.md, "Toasts"); a long text scrolls inside the toast.
 */
export function Toaster({ placement = 'page' }: { placement?: ToastPlacement }) {
  const t = useT()
  const [items, setItems] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setItems), [])

  return (
    <div data-testid="toast-region" className={`pointer-events-none ${regions[placement]}`}>
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-type={item.type}
          className={`pointer-events-auto flex max-h-14 w-full max-w-md items-start gap-2 overflow-y-auto rounded-lg border-l-4 px-3 py-1 text-xs leading-4 shadow-lg md:py-1.5 md:text-sm md:leading-5 ${styles[item.type]}`}
        >
          <p className="flex-1">{item.message}</p>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="rounded px-1 text-lg leading-none opacity-60 hover:opacity-100"
            aria-label={t('common.close')}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
