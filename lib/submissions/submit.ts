// Stores a form submission. The database records, in the same transaction, that the lead must be
// delivered, and the server delivers it to the automation webhook
// (supabase/functions/_shared/leadDelivery.ts): the browser only stores the row and shows the
// result, and knows nothing of the webhook. supabase-js is imported on the first submit only, so it
// is not part of any page's first load.
import type { SupabaseClient } from '@supabase/supabase-js'
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

let client: Promise<SupabaseClient> | undefined

function getClient({ supabaseUrl, anonKey }: SubmissionConfig): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    // No sign-in exists on this site: nothing to persist or refresh.
    createClient(supabaseUrl, anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }),
  )
  return client
}

export async function submitForm(payload: SubmissionPayload & Attribution & Partial<FormSignals>, configResult: ConfigResult = submissionConfig()): Promise<SubmitResult> {
  if (!configResult.ok) {
    console.error(`Form submissions are not configured: ${configResult.problems.join('; ')}`)
    return { ok: false }
  }
  const { config } = configResult
  let response: { data: unknown; error: { code?: string; hint?: string | null } | null }
  try {
    const supabase = await getClient(config)
    response = await supabase.rpc(SUBMIT_FUNCTION, { submission: payload })
  } catch (error) {
    console.error('The submission could not reach the database:', error)
    return { ok: false }
  }
  if (response.error) {
    // The database's message repeats the visitor's row, so only its code is logged.
    console.error(`The database refused the submission (code ${response.error.code ?? 'unknown'})`)
    return { ok: false }
  }
  const row = response.data as StoredRow | null
  if (!row) console.error('The submission was sent but no stored row came back.')
  return { ok: true, row }
}
