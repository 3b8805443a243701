/** The classes of a form field (label, control, error): no react-aria here. */
export const labelClasses = 'text-sm font-medium text-gray-700 dark:text-gray-200'
export const errorClasses = 'text-sm text-red-600 dark:text-red-400'
export const controlClasses =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 invalid:border-red-500 aria-[invalid=true]:border-red-500 disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-700'
