import type { ReactNode } from 'react'

/** The navy band that opens an inner page, with its h1. */
export function PageHeader({ heading, intro, children }: { heading: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-br from-navy-900 to-navy-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 md:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{heading}</h1>
        {intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-100">{intro}</p>}
        {children}
      </div>
    </div>
  )
}
