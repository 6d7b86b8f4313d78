// npm run submissions: prints the leads the local backend has stored, each with where it came from
// and its delivery to the automation webhook: status, attempts, last error, next try or delivery time.
import { localBackendPort } from './local-backend/env.ts'

const origin = `http://127.0.0.1:${localBackendPort()}`
const DELIVERY_FIELDS = ['delivery_status', 'skipped_reason', 'attempts', 'last_error', 'last_attempt_at', 'next_attempt_at', 'delivered_at', 'failed_at', 'alerted_at']
const HEADER_FIELDS = ['id', 'created_at', 'form_type', 'suspected_spam', ...DELIVERY_FIELDS]

type Row = Record<string, unknown>
const time = (value: unknown) => (value ? new Date(String(value)).toLocaleString('en-AU', { timeZone: 'Australia/Sydney' }) : '')
const tries = (row: Row) => `${Number(row.attempts)} attempt${Number(row.attempts) === 1 ? '' : 's'}`

/** One line on where the lead's delivery stands. */
function deliveryLine(row: Row): string {
  switch (row.delivery_status) {
    case 'delivered':
      return `delivered ${time(row.delivered_at)} after ${tries(row)}${row.last_error ? ` (earlier: ${String(row.last_error)})` : ''}`
    case 'pending':
      return Number(row.attempts) === 0 ? 'waiting for its first attempt' : `retrying: ${tries(row)}, last error ${String(row.last_error)}; next try ${time(row.next_attempt_at)}`
    case 'sending':
      return `being sent (attempt ${Number(row.attempts)}), claimed until ${time(row.next_attempt_at)}`
    case 'failed':
      return `FAILED ${time(row.failed_at)} after ${tries(row)}, last error ${String(row.last_error)}; ${row.alerted_at ? `alert sent ${time(row.alerted_at)}` : 'alert not sent'}; ${row.next_attempt_at ? `next try ${time(row.next_attempt_at)}` : 'no more tries: `npm run leads:resend` sends it again'}`
    case 'skipped':
      return `not delivered: suspected spam (${String(row.skipped_reason)})`
    default:
      return 'no delivery recorded'
  }
}

try {
  const rows = (await (await fetch(`${origin}/__admin/submissions`)).json()) as Row[]
  const count = (status: string) => rows.filter((row) => row.delivery_status === status).length
  console.log(
    `${rows.length} stored lead(s): ${count('delivered')} delivered, ${count('pending') + count('sending')} waiting or retrying, ${count('failed')} failed, ${count('skipped')} not to be delivered.`,
  )
  for (const row of rows) {
    console.log(`\n${time(row.created_at)}  ${String(row.form_type)}  ${String(row.id)}\n  delivery: ${deliveryLine(row)}`)
    for (const [field, value] of Object.entries(row)) {
      if (value !== null && !HEADER_FIELDS.includes(field)) console.log(`  ${field}: ${String(value)}`)
    }
  }
} catch {
  console.error(`No local backend answers at ${origin}: start the site with \`npm run serve\`, \`npm start\` or \`npm run dev\` first.`)
  process.exit(1)
}
