import X from 'lucide-react/icons/x'
import { useEffect } from 'react'

/** How long the toast stays unless dismissed: long enough to read twice. */
const TOAST_MS = 8000

/**
 * A form's error toast. One shows at a time (docs/decisions.md, States): a new failure's replaces
 * the last one's, `shownAt` telling them apart. role=alert makes screen readers announce it at once.
 */
export function ErrorToast({ shownAt, description, onDismiss }: { shownAt: number | null; description: string; onDismiss: () => void }) {
  useEffect(() => {
    if (shownAt === null) return
    const timer = window.setTimeout(onDismiss, TOAST_MS)
    return () => window.clearTimeout(timer)
  }, [shownAt, onDismiss])

  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-4 bottom-24 z-50 flex justify-center sm:inset-x-auto sm:bottom-6 sm:right-6">
      {shownAt !== null && (
        <div role="alert" className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg bg-red-700 p-4 text-white shadow-xl ring-1 ring-red-800">
          <div className="flex-1">
            <p className="font-semibold">Error</p>
            <p className="mt-1 text-sm">{description}</p>
          </div>
          <button type="button" onClick={onDismiss} aria-label="Dismiss notification" className="rounded p-1 hover:bg-white/20">
            <X className="size-4" />
          </button>
        </div>
      )}
    </div>
  )
}
