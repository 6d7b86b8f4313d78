import type { Site } from '../../lib/content/schema'
import { PhoneLink } from './PhoneLink'

/**
 * Always in reach on a phone; the footer's bottom padding keeps it clear of the last line of text.
 * In a landmark of its own, as all of a page's content is, so a screen reader's list of landmarks reaches it.
 */
export function FloatingCallButton({ site }: { site: Site }) {
  return (
    <aside aria-label="Call us">
      <PhoneLink
        phone={site.phone}
        location="floating-button"
        aria-label={`Call ${site.brand} on ${site.phone.display}`}
        className="fixed bottom-4 right-4 z-30 size-14 justify-center rounded-full bg-cta text-navy-950 shadow-lg ring-4 ring-white/70 hover:bg-cta-hover [&_svg]:size-6"
      >
        <span className="sr-only">Call {site.phone.display}</span>
      </PhoneLink>
    </aside>
  )
}
