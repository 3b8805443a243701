import { router } from '@inertiajs/react'
import { Button } from '~/components/ui/button'

/** "Restaurează" on a soft-deleted record's page: brings it back and stays where the page was. */
export function RestoreButton({ url, label }: { url: string; label: string }) {
  return (
    <Button variant="secondary" onPress={() => router.post(url, {}, { preserveScroll: true })}>
      {label}
    </Button>
  )
}

/** The red line above a soft-deleted record's form (it is hidden from the lists until restored). */
export function DeletedNotice({ children }: { children: React.ReactNode }) {
  return (
    <p className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950 dark:text-red-200">
      {children}
    </p>
  )
}
