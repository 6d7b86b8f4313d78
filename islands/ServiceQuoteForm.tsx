import { FREQUENCY_OPTIONS } from '../lib/submissions/options'
import { CONTACT_FIELDS, QUOTE_ERROR } from './forms/fields'
import { JobSeekerNote } from './forms/Notes'
import { SubmissionForm } from './forms/SubmissionForm'
import { SuccessPanel } from './forms/SuccessPanel'

export interface ServiceQuoteFormProps {
  /** From the page's front matter; stored as form_type 'service_quote_' + serviceName. */
  serviceName: string
}

/** A service page's quote form: the contact fields plus facility size and cleaning frequency. */
export default function ServiceQuoteForm({ serviceName }: ServiceQuoteFormProps) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-slate-200 md:p-8">
      <h2 className="text-2xl font-bold text-navy-900">Get a free {serviceName.toLowerCase()} quote</h2>
      <p className="mt-1 text-slate-600">Fixed price in writing within 24 hours.</p>
      <SubmissionForm
        id="service-quote"
        className="mt-5"
        kind={{ form: 'service_quote', serviceName }}
        fields={[
          ...CONTACT_FIELDS,
          { name: 'facilitySize', label: 'Facility size (sq ft)', placeholder: 'Facility Size (sq ft) *', type: 'text', inputMode: 'numeric', half: true },
          { name: 'cleaningFrequency', label: 'Cleaning frequency', placeholder: 'Cleaning Frequency Required *', type: 'select', options: FREQUENCY_OPTIONS, half: true },
          { name: 'message', label: 'Your requirements', placeholder: `Tell us about your ${serviceName.toLowerCase()} requirements... *`, type: 'textarea', rows: 4 },
        ]}
        submitLabel="Get Free Quote"
        submittingLabel="Submitting..."
        errorDescription={QUOTE_ERROR}
        note={<JobSeekerNote />}
        success={() => (
          <SuccessPanel heading="Quote request received">
            <p>Thank you. A {serviceName.toLowerCase()} specialist will contact you within 24 hours with a fixed-price quote.</p>
          </SuccessPanel>
        )}
      />
    </div>
  )
}
