/**
 * A tiny toast store: the layout's <Toaster> shows what is pushed here, one
 * toast at a time (a new one replaces the one shown: an action gives at most
 * one toast, and the toast's band above the page holds one).
 */
export type ToastType = 'success' | 'error' | 'info'
export interface Toast {
  id: number
  type: ToastType
  message: string
}

export const TOAST_DURATION_MS = 3000

type Listener = (toasts: Toast[]) => void
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()

function emit() {
  for (const listener of listeners) listener(toasts)
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function showToast(type: ToastType, message: string) {
  const id = nextId++
  toasts = [{ id, type, message }]
  emit()
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
  return id
}

export const toast = {
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener)
  listener(toasts)
  return () => {
    listeners.delete(listener)
  }
}
