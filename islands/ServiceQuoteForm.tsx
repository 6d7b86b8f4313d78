import { FREQUENCY_OPTIONS } from '../lib/submissions/options'
import { CONTACT_FIELDS } from './forms/fields'
import { SubmissionForm } from './forms/SubmissionForm'
import { SuccessPanel } from './forms/SuccessPanel'

export interface ServiceQuoteFormProps {
  /** From the page's front matter; stored as form_type 'service_quote_' + serviceName. */
  serviceName: string
  /** Who calls back, with its article: 'An office cleaning specialist' (lib/grammar.ts). */
  specialist: string
  /** From content/facts.yaml: how soon we reply, and how soon the written price follows the site walk. */
  times: { reply: string; writtenQuote: string }
}

/** A service page's quote form: the contact fields plus facility size and cleaning frequency. */
export default function ServiceQuoteForm({ serviceName, specialist, times }: ServiceQuoteFormProps) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 md:p-8">
      <h2 className="text-2xl font-bold text-navy-900">Get a free {serviceName.toLowerCase()} quote</h2>
      <p className="mt-1 text-slate-600">A reply within {times.reply}; your fixed price follows in writing {times.writtenQuote} after a free site walk.</p>
      <SubmissionForm
        id="service-quote"
        className="mt-5"
        kind={{ form: 'service_quote', serviceName }}
        fields={[
          ...CONTACT_FIELDS,
          { name: 'facilitySize', label: 'Floor area (sqm)', placeholder: 'Floor Area (sqm) *', type: 'text', inputMode: 'numeric' },
          { name: 'cleaningFrequency', label: 'Cleaning frequency', placeholder: 'Cleaning Frequency Required *', type: 'select', options: FREQUENCY_OPTIONS },
          { name: 'message', label: 'Your requirements', placeholder: `Tell us about your ${serviceName.toLowerCase()} requirements... *`, type: 'textarea', rows: 4 },
        ]}
        success={() => (
          <SuccessPanel heading="Quote request received">
            <p>
              Thank you. {specialist} will contact you within {times.reply} to book a free site walk, and your fixed price follows in writing {times.writtenQuote} after it.
            </p>
          </SuccessPanel>
        )}
      />
    </div>
  )
}
