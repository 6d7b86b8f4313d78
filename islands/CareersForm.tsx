import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS } from '../lib/submissions/options'
import { CONTACT_FIELDS } from './forms/fields'
import { QuoteSeekerNote } from './forms/Notes'
import { SubmissionForm } from './forms/SubmissionForm'
import { SuccessPanel } from './forms/SuccessPanel'

/** The job application form of /careers. */
export default function CareersForm() {
  return (
    <SubmissionForm
      id="careers"
      kind={{ form: 'career' }}
      fields={[
        ...CONTACT_FIELDS,
        { name: 'experience', label: 'Cleaning experience', placeholder: 'Select your experience *', type: 'select', options: EXPERIENCE_OPTIONS },
        { name: 'availability', label: 'Availability', placeholder: 'Select your availability *', type: 'select', options: AVAILABILITY_OPTIONS },
        { name: 'message', label: 'About you', placeholder: 'Tell us about yourself, the suburbs you can reach and why you would like to join us... *', type: 'textarea', rows: 5 },
      ]}
      submitLabel="Submit Application"
      submittingLabel="Submitting Application..."
      errorDescription="There was a problem submitting your application. Please try again."
      note={<QuoteSeekerNote />}
      success={() => (
        <SuccessPanel heading="Application received">
          <p>Thank you for applying. Our recruitment team reads every application and will contact you within a few business days.</p>
        </SuccessPanel>
      )}
    />
  )
}
