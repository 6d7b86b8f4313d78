import { cn } from '../../lib/cn'

const STANDARDS = [
  { code: 'ISO 9001', label: 'Quality management' },
  { code: 'ISO 14001', label: 'Environmental management' },
  { code: 'ISO 45001', label: 'Health & safety management' },
] as const

/** The three certifications the company holds, as seals. */
export function IsoBadges({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-3', className)} aria-label="Certifications">
      {STANDARDS.map(({ code, label }) => (
        <li
          key={code}
          className={cn(
            'flex size-24 flex-col items-center justify-center rounded-full border-2 text-center',
            tone === 'dark' ? 'border-sky-accent/70 text-white' : 'border-brand-600 text-navy-900',
          )}
        >
          <span className="text-sm font-bold leading-tight">{code}</span>
          <span className={cn('mt-1 px-2 text-[0.65rem] leading-tight', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}>{label}</span>
        </li>
      ))}
    </ul>
  )
}
