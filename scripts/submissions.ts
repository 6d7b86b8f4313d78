// npm run submissions: prints the rows the local backend has stored, and what its webhook received.
import { localBackendPort } from './local-backend/env.ts'

const origin = `http://127.0.0.1:${localBackendPort()}`
try {
  const rows = (await (await fetch(`${origin}/__admin/submissions`)).json()) as Record<string, unknown>[]
  const received = (await (await fetch(`${origin}/__admin/webhook`)).json()) as unknown[]
  console.log(`${rows.length} stored submission(s); the webhook received ${received.length}.`)
  for (const row of rows) {
    console.log(`\n${String(row.created_at)}  ${String(row.form_type)}  ${String(row.id)}`)
    for (const [field, value] of Object.entries(row)) {
      if (value !== null && !['id', 'created_at', 'form_type'].includes(field)) console.log(`  ${field}: ${String(value)}`)
    }
  }
} catch {
  console.error(`No local backend answers at ${origin}: start the site with \`npm run serve\` or \`npm start\` first.`)
  process.exit(1)
}
