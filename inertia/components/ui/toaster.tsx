import { useEffect, useState } from 'react'
import { dismissToast, subscribeToasts, type Toast } from '~/lib/toast'
import { useT } from '~/lib/i18n'

const styles: Record<Toast['type'], string> = {
  success: 'border-green-500 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-500 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  info: 'border-brand-500 bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-gray-100',
}

/** Shows toasts; each closes by itself after 3000 ms, or when clicked. */
export function Toaster() {
  const t = useT()
  const [items, setItems] = useState<Toast[]>([])
  useEffect(() => subscribeToasts(setItems), [])

  return (
    <div className="pointer-events-none fixed top-20 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          data-type={item.type}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-3 text-sm shadow-lg ${styles[item.type]}`}
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
