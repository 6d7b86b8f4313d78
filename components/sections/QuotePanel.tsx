import type { Site } from '../../lib/content/schema'
import { PhoneLink } from '../chrome/PhoneLink'
import { ButtonLink } from '../ui/Button'

interface QuotePanelProps {
  site: Site
  heading: string
  text: string
  /** Where the panel sits, for phone_click reports. */
  location: string
}

/** Where a quote form sits: how to ask for a quote, and the note that job seekers should not call. */
export function QuotePanel({ site, heading, text, location }: QuotePanelProps) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 md:p-8">
      <h2 className="text-2xl font-bold text-navy-900">{heading}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <ButtonLink href="/contact" variant="cta" size="lg" className="mt-6 w-full">
        Request a Quote
      </ButtonLink>
      <PhoneLink phone={site.phone} location={location} className="mt-3 w-full justify-center rounded-md border border-slate-300 py-3 font-semibold text-navy-900 hover:bg-slate-50">
        Or call {site.phone.display}
      </PhoneLink>
      <p className="mt-4 text-sm text-slate-600">
        Looking for work? Please apply through our{' '}
        <a href="/careers" className="font-medium text-brand-700 underline">
          careers page
        </a>{' '}
        rather than calling.
      </p>
    </div>
  )
}
