// Stores a form submission. The database records, in the same transaction, that the lead must be
// delivered, and the server delivers it to the automation webhook
// (supabase/functions/_shared/leadDelivery.ts): the browser only stores the row and shows the
// result, and knows nothing of the webhook. This module is imported on the first submit only.
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
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

/** One client per project: a form may be sent again after a refusal. */
const clients = new Map<string, SupabaseClient>()

function client({ supabaseUrl, anonKey }: SubmissionConfig): SupabaseClient {
  const key = `${supabaseUrl} ${anonKey}`
  if (!clients.has(key)) {
    const created = createClient(supabaseUrl, anonKey, {
      // A visitor never signs in: no session to keep, refresh or read from the address bar.
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      // fetch looked up at each call, not when the client is made.
      global: { fetch: (...args) => fetch(...args) },
    })
    clients.set(key, created)
  }
  return clients.get(key)!
}

/**
 * Calls submit_form through supabase-js with the submission as JSON text in its one argument, so
 * that PostgREST parses only the outer object and the database parses the fields: whatever is
 * sent (NUL, deep nesting, not an object) is refused by a rule's name. Resolves to the HTTP status
 * (0 when the project could not be reached) and the body: the stored row, or PostgREST's error.
 */
export async function postSubmission(config: SubmissionConfig, submission: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  let call = client(config).rpc(SUBMIT_FUNCTION, { submission: JSON.stringify(submission) })
  for (const [name, value] of Object.entries(headers)) call = call.setHeader(name, value)
  const { data, error, status } = await call
  return { status, body: error ?? data }
}

export async function submitForm(payload: SubmissionPayload & Attribution & Partial<FormSignals>, configResult: ConfigResult = submissionConfig()): Promise<SubmitResult> {
  if (!configResult.ok) {
    console.error(`Form submissions are not configured: ${configResult.problems.join('; ')}`)
    return { ok: false }
  }
  const response = await postSubmission(configResult.config, payload)
  if (response.status === 0) {
    console.error('The submission could not reach the database:', (response.body as { message?: string } | null)?.message)
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
