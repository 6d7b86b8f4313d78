import type { FieldSpec } from './SubmissionForm'

/** Name, e-mail and phone: every form starts with these (docs/decisions.md, Fields and choices). */
export const CONTACT_FIELDS: FieldSpec[] = [
  { name: 'firstName', label: 'First name', placeholder: 'First Name *', type: 'text', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', placeholder: 'Last Name *', type: 'text', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email address', placeholder: 'Email Address *', type: 'email', autoComplete: 'email', half: true },
  { name: 'phone', label: 'Phone number', placeholder: 'Phone Number *', type: 'tel', autoComplete: 'tel', half: true },
]
