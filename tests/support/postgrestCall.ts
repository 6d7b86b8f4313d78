// submit_form called as PostgREST calls it for the body supabase-js's rpc() sends,
// {"submission": "<the fields as JSON text>"}: the body, as JSON, read by json_to_recordset into
// the function's named text parameter (scripts/local-backend/gateway.ts builds the same statement
// for every function). Only the outer object is parsed before submit_form runs.
export const SUBMIT_AS_POSTGREST =
  'select s.* from json_to_recordset(json_build_array($1::json)) as pgrst_args(submission text), lateral public.submit_form(submission := pgrst_args.submission) s'

/** The body supabase-js sends for a submission; a string is sent as the fields' text as it is. */
export const submissionBody = (submission: unknown): string => JSON.stringify({ submission: typeof submission === 'string' ? submission : JSON.stringify(submission) })
