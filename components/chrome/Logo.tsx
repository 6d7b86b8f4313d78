/** The brand mark and name, linking home. */
export function Logo({ brand, tone = 'dark' }: { brand: string; tone?: 'dark' | 'light' }) {
  return (
    <a href="/" className="flex items-center gap-2 font-bold leading-tight" aria-label={`${brand}, home`}>
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="7" fill="#0b1f3a" />
        <path d="M16 5l2.6 7.4L26 15l-7.4 2.6L16 25l-2.6-7.4L6 15l7.4-2.6z" fill="#38bdf8" />
      </svg>
      <span className={tone === 'dark' ? 'text-navy-900' : 'text-white'}>{brand}</span>
    </a>
  )
}
