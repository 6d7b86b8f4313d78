// Notifications of a form: at most one shows at a time (docs/decisions.md, States), so a new toast replaces
// the one before instead of stacking.

export interface Toast {
  id: number
  title: string
  description: string
  variant: 'default' | 'destructive'
}

export const TOAST_LIMIT = 1

export type ToastAction = { type: 'show'; toast: Toast } | { type: 'dismiss'; id: number }

export function toastReducer(toasts: Toast[], action: ToastAction): Toast[] {
  if (action.type === 'show') return [action.toast, ...toasts].slice(0, TOAST_LIMIT)
  return toasts.filter((toast) => toast.id !== action.id)
}
