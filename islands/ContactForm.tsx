import { CONTACT_FIELDS } from './forms/fields'
import { SubmissionForm } from './forms/SubmissionForm'
import { SuccessPanel } from './forms/SuccessPanel'

export interface ContactFormProps {
  /** From content/facts.yaml: how soon we reply. */
  reply: string
}

/** The enquiry form of /contact; after sending, a visitor can send another enquiry. */
export default function ContactForm({ reply }: ContactFormProps) {
  return (
    <SubmissionForm
      id="contact"
      kind={{ form: 'contact' }}
      fields={[...CONTACT_FIELDS, { name: 'message', label: 'Your message', placeholder: 'Tell us about your site and what you need cleaned... *', type: 'textarea', rows: 5 }]}
      submitLabel="Send Message"
      submittingLabel="Sending..."
      success={(again) => (
        <SuccessPanel heading="Thank you for your enquiry">
          <p>We have your message and will reply within {reply}.</p>
          <button type="button" onClick={again} className="inline-flex h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-5 font-semibold text-navy-900 hover:bg-slate-50">
            Send Another Enquiry
          </button>
        </SuccessPanel>
      )}
    />
  )
}
