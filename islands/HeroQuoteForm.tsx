import Phone from 'lucide-react/icons/phone'
import { CONTACT_FIELDS } from './forms/fields'
import { SubmissionForm } from './forms/SubmissionForm'
import { SuccessPanel } from './forms/SuccessPanel'

export interface HeroQuoteFormProps {
  phone: { display: string; tel: string }
  /** From content/facts.yaml: how soon we reply, and how soon the written price follows the site walk. */
  times: { reply: string; writtenQuote: string }
}

/** The home page's quote form, in the hero. */
export default function HeroQuoteForm({ phone, times }: HeroQuoteFormProps) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl md:p-8">
      <h2 className="text-2xl font-bold text-navy-900">Get your free quote</h2>
      <p className="mt-1 text-slate-600">A reply within {times.reply}, then a fixed price in writing {times.writtenQuote} after a free site walk. No obligation.</p>
      <SubmissionForm
        id="hero-quote"
        className="mt-5"
        kind={{ form: 'hero' }}
        fields={[...CONTACT_FIELDS, { name: 'message', label: 'What do you need cleaned?', placeholder: 'Tell us about your cleaning needs... *', type: 'textarea', rows: 3 }]}
        success={() => (
          <SuccessPanel heading="Thank you!">
            <p>Your quote request is in. We will contact you within {times.reply} to book your free site walk. Need us sooner?</p>
            <a href={`tel:${phone.tel}`} data-phone-location="hero-success" className="inline-flex h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
              <Phone className="size-4" /> Call Now: {phone.display}
            </a>
          </SuccessPanel>
        )}
      />
    </div>
  )
}
