// npm run submissions: prints the rows the local backend has stored, and what its webhook received.
// Rows the database marked as suspected spam are shown with the mark: they were never forwarded.
import { localBackendPort } from './local-backend/env.ts'

const origin = `http://127.0.0.1:${localBackendPort()}`
const HEADER_FIELDS = ['id', 'created_at', 'form_type', 'suspected_spam']

try {
  const rows = (await (await fetch(`${origin}/__admin/submissions`)).json()) as Record<string, unknown>[]
  const received = (await (await fetch(`${origin}/__admin/webhook`)).json()) as unknown[]
  const marked = rows.filter((row) => row.suspected_spam).length
  console.log(`${rows.length} stored submission(s), ${marked} marked as suspected spam; the webhook received ${received.length}.`)
  for (const row of rows) {
    const mark = row.suspected_spam ? `  SUSPECTED SPAM (${String(row.suspected_spam)}), not forwarded` : ''
    console.log(`\n${String(row.created_at)}  ${String(row.form_type)}  ${String(row.id)}${mark}`)
    for (const [field, value] of Object.entries(row)) {
      if (value !== null && !HEADER_FIELDS.includes(field)) console.log(`  ${field}: ${String(value)}`)
    }
  }
} catch {
  console.error(`No local backend answers at ${origin}: start the site with \`npm run serve\` or \`npm start\` first.`)
  process.exit(1)
}
