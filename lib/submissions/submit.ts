// Stores a form submission. The database records, in the same transaction, that the lead must be
// delivered, and the server delivers it to the automation webhook
// (supabase/functions/_shared/leadDelivery.ts): the browser only stores the row and shows the
// result, and knows nothing of the webhook. This module is imported on the first submit only.
import { submissionConfig, type ConfigResult, type SubmissionConfig } from './config.ts'
import type { Attribution } from './attribution.ts'
import type { FormSignals, SubmissionPayload } from './payload.ts'

/**
 * The row as the database stored it: the payload plus its id, its time, and why it looks like a
 * bot's (null for a person).
 */
export type StoredRow = SubmissionPayload & { id: string; created_at: string; suspected_spam?: string | null }

export type SubmitResult = { ok: true; row: StoredRow | null } | { ok: false }

/** The database function that inserts one row and returns it (supabase/migrations). */
export const SUBMIT_FUNCTION = 'submit_form'

/**
 * POSTs a submission to Supabase's REST API as JSON text (Content-Type: text/plain), which PostgREST
 * passes whole to submit_form(text): the database parses it, so that whatever is sent (NUL, deep
 * nesting, not JSON at all) is refused by a rule's name. Resolves to the HTTP status and the body:
 * the stored row, or PostgREST's error.
 */
export async function postSubmission({ supabaseUrl, anonKey }: SubmissionConfig, submission: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${SUBMIT_FUNCTION}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'text/plain', ...headers },
    body: JSON.stringify(submission),
  })
  return { status: response.status, body: await response.json().catch(() => null) }
}

export async function submitForm(payload: SubmissionPayload & Attribution & Partial<FormSignals>, configResult: ConfigResult = submissionConfig()): Promise<SubmitResult> {
  if (!configResult.ok) {
    console.error(`Form submissions are not configured: ${configResult.problems.join('; ')}`)
    return { ok: false }
  }
  let response: { status: number; body: unknown }
  try {
    response = await postSubmission(configResult.config, payload)
  } catch (error) {
    console.error('The submission could not reach the database:', error)
    return { ok: false }
  }
  if (response.status < 200 || response.status > 299) {
    // Only the refusal's code is logged: whatever the visitor typed stays out of the console.
    console.error(`The database refused the submission (code ${(response.body as { code?: string } | null)?.code ?? `HTTP ${response.status}`})`)
    return { ok: false }
  }
  const row = response.body as StoredRow | null
  if (!row) console.error('The submission was sent but no stored row came back.')
  return { ok: true, row }
}
