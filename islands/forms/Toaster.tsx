import X from 'lucide-react/icons/x'
import { useEffect } from 'react'
import type { Toast } from './toastReducer'

/** How long a toast stays unless dismissed: long enough to read twice. */
const TOAST_MS = 8000

/** The toast region of a form; role=alert makes screen readers announce an error at once. */
export function Toaster({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  const current = toasts[0]
  useEffect(() => {
    if (!current) return
    const timer = window.setTimeout(() => onDismiss(current.id), TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [current, onDismiss])

  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-4 bottom-24 z-50 flex justify-center sm:inset-x-auto sm:bottom-6 sm:right-6">
      {current && (
        <div
          role="alert"
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg p-4 shadow-xl ring-1 ${
            current.variant === 'destructive' ? 'bg-red-700 text-white ring-red-800' : 'bg-white text-slate-900 ring-slate-200'
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{current.title}</p>
            <p className="mt-1 text-sm">{current.description}</p>
          </div>
          <button type="button" onClick={() => onDismiss(current.id)} aria-label="Dismiss notification" className="rounded p-1 hover:bg-white/20">
            <X className="size-4" />
          </button>
        </div>
      )}
    </div>
  )
}
