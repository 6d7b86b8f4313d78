// Turns a form's camelCase state into the snake_case row the database stores (docs/decisions.md, What is stored and sent).

/** What a visitor types; every form has the first five, some forms more. */
export interface FormState {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  /** Service quote forms. */
  facilitySize?: string
  cleaningFrequency?: string
  /** Careers form. */
  experience?: string
  availability?: string
}

/** The forms with a form type of their own: the home page's hero, the contact and the careers form. */
export const FORMS = ['hero', 'contact', 'career'] as const

/** Which form sent it: one of FORMS, or a service page's quote form. */
export type FormKind = { form: (typeof FORMS)[number] } | { form: 'service_quote'; serviceName: string }

export interface SubmissionPayload {
  form_type: string
  first_name: string
  last_name: string
  email: string
  phone: string
  message: string
  experience?: string
  availability?: string
  facility_size?: string
  cleaning_frequency?: string
}

/**
 * What the form observed, sent beside the row: the database decides from these whether a
 * submission looks like a bot's (supabase/migrations), so no verdict is taken from the browser.
 */
export interface FormSignals {
  /** The hidden field's text: people never see it, bots fill it in. */
  honeypot: string
  /** Milliseconds from the form hydrating to its sending. */
  fill_ms: number
}

export function formType(kind: FormKind): string {
  return kind.form === 'service_quote' ? `service_quote_${kind.serviceName}` : kind.form
}

/** The row to store: trimmed values, and only the fields this form type carries. */
export function buildPayload(kind: FormKind, state: FormState): SubmissionPayload {
  const payload: SubmissionPayload = {
    form_type: formType(kind),
    first_name: state.firstName.trim(),
    last_name: state.lastName.trim(),
    email: state.email.trim(),
    phone: state.phone.trim(),
    message: state.message.trim(),
  }
  if (kind.form === 'career') {
    payload.experience = state.experience ?? ''
    payload.availability = state.availability ?? ''
  }
  if (kind.form === 'service_quote') {
    payload.facility_size = (state.facilitySize ?? '').trim()
    payload.cleaning_frequency = state.cleaningFrequency ?? ''
  }
  return payload
}
