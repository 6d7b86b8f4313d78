import CareersForm from '../../islands/CareersForm'
import ContactForm from '../../islands/ContactForm'
import HeroQuoteForm from '../../islands/HeroQuoteForm'
import ServiceQuoteForm from '../../islands/ServiceQuoteForm'
import type { Hydration } from '../../islands/moments'
import type { Site } from '../../lib/content/schema'
import { island } from '../Island'

// The form islands: each is in the HTML already; its script makes it submit.
export const HeroQuote = island('HeroQuoteForm', HeroQuoteForm)
export const ServiceQuote = island('ServiceQuoteForm', ServiceQuoteForm)
export const Contact = island('ContactForm', ContactForm)
export const Careers = island('CareersForm', CareersForm)

/**
 * When a form hydrates: as the visitor starts on it (what they type before React arrives is kept),
 * or once the page has been open a while, so that reading a page never costs react-dom's download
 * and a visitor who lingers finds the form ready.
 */
export const FORM_HYDRATION: Hydration = [{ on: 'interaction' }, { on: 'idle', afterMs: 10_000 }]

/** Shown instead of a working form when JavaScript is off: the other ways to reach the company. */
export function FormNoScript({ site }: { site: Site }) {
  return (
    <noscript>
      <p className="mt-4 rounded-md bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
        This form needs JavaScript, which is turned off in your browser. Call us on{' '}
        <a href={`tel:${site.phone.tel}`} className="whitespace-nowrap font-semibold underline">
          {site.phone.display}
        </a>{' '}
        or e-mail{' '}
        <a href={`mailto:${site.email}`} className="font-semibold underline">
          {site.email}
        </a>{' '}
        and we will reply within {site.facts.times.reply}.
      </p>
    </noscript>
  )
}
