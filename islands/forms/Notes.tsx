/** Quote forms: job seekers belong on the careers page, not on the phone (docs/decisions.md, Routes and pages). */
export function JobSeekerNote() {
  return (
    <>
      Looking for a cleaning job? Please apply through our{' '}
      <a href="/careers" className="font-medium text-brand-700 underline">
        careers page
      </a>{' '}
      rather than calling.
    </>
  )
}

/** Careers form: quotes go through the contact page. */
export function QuoteSeekerNote() {
  return (
    <>
      Need a cleaning quote instead? Please use our{' '}
      <a href="/contact" className="font-medium text-brand-700 underline">
        contact page
      </a>
      : this form is for job applications only.
    </>
  )
}
