import { useCallback, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
// clsx, not cn(): tailwind-merge would add 8 KB to every form page for no visible gain.
import { clsx } from 'clsx'
import { buildPayload, formType, type FormKind, type FormState } from '../../lib/submissions/payload'
import { reportLead } from './analytics'
import { JobSeekerNote } from './Notes'
import { ErrorToast } from './Toaster'

type FieldName = keyof FormState

export type FieldSpec = {
  name: FieldName
  label: string
  placeholder: string
} & (
  | {
      type: 'text' | 'email' | 'tel'
      autoComplete?: string
      inputMode?: 'numeric' | 'text'
      /** Half width beside the next half-width field on wider screens. */
      half?: boolean
    }
  // A choice takes the whole row: its placeholder ("Cleaning Frequency Required *") is a phrase that
  // a half-width box, arrow and all, cuts off in a quote card beside a page's text on a laptop.
  | { type: 'select'; options: readonly { value: string; label: string }[] }
  | { type: 'textarea'; rows?: number }
)

export interface SubmissionFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  id: string
  kind: FormKind
  fields: FieldSpec[]
  /** The button's text, a quote form's by default. */
  submitLabel?: string
  /** The button's text while the submission is under way (docs/decisions.md, States). */
  submittingLabel?: string
  /** The error toast's description (docs/decisions.md, Errors). */
  errorDescription?: string
  /** The note under the button: where job seekers (by default) or quote seekers should go instead. */
  note?: ReactNode
  /** What replaces the form once it is sent; `again` shows an empty form. */
  success: (again: () => void) => ReactNode
  className?: string
}

const emptyState = (fields: FieldSpec[]) => Object.fromEntries(fields.map((field) => [field.name, ''])) as unknown as FormState

/** What the form's fields hold in the page, or null when all are empty. */
function valuesIn(form: HTMLFormElement | null, fields: FieldSpec[]): FormState | null {
  const values = Object.fromEntries(fields.map((field) => [field.name, (form?.elements.namedItem(field.name) as HTMLInputElement | null)?.value ?? '']))
  return Object.values(values).some(Boolean) ? (values as unknown as FormState) : null
}

/** A field's box. Its text colour is given apart: two colour utilities on one element, the stylesheet's order picks one. */
const fieldClass = 'block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600'
const inputClass = `${fieldClass} text-slate-900 placeholder:text-slate-500`
/** A choice not yet made reads in the placeholders' grey, as an empty text field does. */
const selectClass = (chosen: boolean) => `${fieldClass} ${chosen ? 'text-slate-900' : 'text-slate-500'}`

/**
 * A form that stores one submission: every field required, the button disabled until all are
 * filled and while sending, typed values kept on error, and the bot guards' signals sent along.
 */
export function SubmissionForm({ id, kind, fields, submitLabel = 'Get Free Quote', submittingLabel = 'Submitting...', errorDescription = 'There was a problem submitting your form. Please try again.', note = <JobSeekerNote />, success, className }: SubmissionFormProps) {
  const [values, setValues] = useState<FormState>(() => emptyState(fields))
  const [status, setStatus] = useState<'editing' | 'submitting' | 'sent'>('editing')
  const [failedAt, setFailedAt] = useState<number | null>(null)
  const inFlight = useRef(false)
  const startedAt = useRef(0)
  const honeypot = useRef<HTMLInputElement>(null)
  const form = useRef<HTMLFormElement>(null)

  // The form hydrates as the visitor starts on it, so they may have typed into the server's HTML
  // before React arrived. React keeps those values, focus and caret while hydrating; taking the
  // values into state before the first paint keeps them and enables the button at once. Whoever
  // typed before hydration has been at it since the page opened at the latest.
  useLayoutEffect(() => {
    const typed = valuesIn(form.current, fields)
    if (!typed) {
      startedAt.current = Date.now()
      return
    }
    startedAt.current = performance.timeOrigin
    setValues(typed)
    // Once, at hydration: afterwards React holds the values. (`fields` is a new array each render.)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const dismiss = useCallback(() => setFailedAt(null), [])
  const complete = fields.every((field) => (values[field.name] ?? '').trim() !== '')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A second click before the first finishes must not store the row twice.
    if (inFlight.current || !complete) return
    inFlight.current = true
    setStatus('submitting')
    // What the bot guards saw goes with the row: the database marks what looks like a bot's, so a
    // fast person with autofill is kept rather than lost, and a bot still sees success.
    const signals = { honeypot: honeypot.current?.value ?? '', fill_ms: Math.round(Date.now() - startedAt.current) }
    // The submission code loads at the first submit: no page pays for it up
    // front. Where the lead came from (the page, the visit's referrer and campaign) goes with it.
    const result = await Promise.all([import('../../lib/submissions/submit'), import('../../lib/submissions/attribution')])
      .then(([{ submitForm }, { currentAttribution }]) => submitForm({ ...buildPayload(kind, values), ...currentAttribution(), ...signals }))
      // Offline, or a deploy replaced the chunk: the visitor sees the error toast and keeps the form.
      .catch((error: unknown) => {
        console.error('The submission code could not be loaded:', error)
        return { ok: false }
      })
    inFlight.current = false
    if (result.ok) {
      // A lead the database took for a person's is a conversion; one it marked as a bot's is not.
      if ('row' in result && result.row && !result.row.suspected_spam) reportLead(formType(kind))
      setValues(emptyState(fields))
      setStatus('sent')
    } else {
      setStatus('editing')
      setFailedAt(Date.now())
    }
  }

  const again = () => {
    setValues(emptyState(fields))
    setStatus('editing')
    startedAt.current = Date.now()
  }

  if (status === 'sent') return <div className={className}>{success(again)}</div>

  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }))
  return (
    <form ref={form} id={id} onSubmit={onSubmit} className={clsx('grid gap-4 sm:grid-cols-2', className)} aria-describedby={`${id}-required`}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const value = values[field.name] ?? ''
        return (
          <div key={field.name} className={'half' in field && field.half ? 'sm:col-span-1' : 'sm:col-span-2'}>
            <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-800">
              {field.label} <span aria-hidden="true">*</span>
            </label>
            {field.type === 'select' ? (
              <select id={fieldId} name={field.name} required value={value} onChange={(event) => set(field.name)(event.target.value)} className={selectClass(value !== '')}>
                <option value="" disabled>
                  {field.placeholder}
                </option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value} className="text-slate-900">
                    {option.label}
                  </option>
                ))}
              </select>
            ) : field.type === 'textarea' ? (
              <textarea id={fieldId} name={field.name} required rows={field.rows ?? 4} placeholder={field.placeholder} value={value} onChange={(event) => set(field.name)(event.target.value)} className={inputClass} />
            ) : (
              <input
                id={fieldId}
                name={field.name}
                type={field.type}
                required
                autoComplete={field.autoComplete}
                inputMode={field.inputMode}
                placeholder={field.placeholder}
                value={value}
                onChange={(event) => set(field.name)(event.target.value)}
                className={inputClass}
              />
            )}
          </div>
        )
      })}

      {/* A field people never see: only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Leave this field empty
          <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={!complete || status === 'submitting'}
          className="inline-flex h-12 w-full items-center justify-center rounded-md bg-cta px-6 font-semibold text-navy-950 shadow-md transition-colors hover:bg-cta-hover disabled:cursor-not-allowed disabled:opacity-60"
        >
          {status === 'submitting' ? submittingLabel : submitLabel}
        </button>
        <p id={`${id}-required`} className="mt-2 text-center text-xs text-slate-600">
          All fields marked * are required.
        </p>
        <div className="mt-3 text-center text-sm text-slate-600">{note}</div>
      </div>
      <ErrorToast shownAt={failedAt} description={errorDescription} onDismiss={dismiss} />
    </form>
  )
}
