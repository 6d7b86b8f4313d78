/**
 * Bots fill a form in well under this; people usually take longer. Counted from hydration, or from the page opening when the visitor typed before it. The
 * database function submit_form holds the same threshold (it decides, from the fill time the form
 * sends); supabase/form_submissions.test.ts checks the two agree.
 */
export const MIN_FILL_MS = 3000
