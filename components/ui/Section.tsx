import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

const TONES = {
  white: 'bg-white',
  muted: 'bg-slate-50',
  navy: 'bg-navy-900 text-white',
} as const

interface SectionProps {
  id?: string
  heading?: ReactNode
  intro?: ReactNode
  tone?: keyof typeof TONES
  className?: string
  children: ReactNode
}

/** A full-width band with a centred heading, the shell every page section sits in. */
export function Section({ id, heading, intro, tone = 'white', className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={cn('py-16 md:py-20', TONES[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading && (
          <div className="mx-auto mb-10 max-w-3xl text-center md:mb-12">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight md:text-4xl">
              {heading}
            </h2>
            {intro && <p className={cn('mt-4 text-lg', tone === 'navy' ? 'text-slate-200' : 'text-slate-600')}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  )
}
