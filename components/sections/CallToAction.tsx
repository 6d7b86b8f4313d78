import type { Site } from '../../lib/content/schema'
import { PhoneLink } from '../chrome/PhoneLink'
import { ButtonLink } from '../ui/Button'

interface CallToActionProps {
  site: Site
  heading: string
  text: string
  /** Label of the quote button, e.g. 'Get Free Quote' or 'Get Your Free Quote'. */
  quoteLabel?: string
  /** Where the band sits, for phone_click reports. */
  location: string
}

/** The closing band: a heading, a line, and the two ways to reach the company. */
export function CallToAction({ site, heading, text, quoteLabel = 'Get Free Quote', location }: CallToActionProps) {
  return (
    <section className="bg-gradient-to-r from-navy-900 to-brand-700 py-16 text-white" aria-labelledby={`${location}-cta-heading`}>
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <h2 id={`${location}-cta-heading`} className="text-3xl font-bold md:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 text-lg text-slate-100">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href="/contact" variant="cta" size="lg">
            {quoteLabel}
          </ButtonLink>
          <PhoneLink phone={site.phone} location={location} className="h-12 justify-center rounded-md border border-white/70 px-6 font-semibold hover:bg-white/10">
            Call {site.phone.display}
          </PhoneLink>
        </div>
      </div>
    </section>
  )
}
