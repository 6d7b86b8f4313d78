import CircleCheck from 'lucide-react/icons/circle-check'
import type { ReactNode } from 'react'

/** What a visitor sees once a form is sent; focus moves to it so screen readers read it out. */
export function SuccessPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div role="status" className="rounded-xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200">
      <CircleCheck className="mx-auto size-12 text-emerald-700" />
      <h3 className="mt-3 text-xl font-bold text-navy-900">{heading}</h3>
      <div className="mt-2 space-y-4 text-slate-700">{children}</div>
    </div>
  )
}
