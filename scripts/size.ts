// npm run size: prints the gzip bytes of JavaScript and CSS each built page loads: up front, and
// after interaction (the island code fetched when an island's moment comes), and on submit.
import { measurePages } from './pageWeight.ts'

const pages = measurePages()
if (!pages.length) {
  console.error('No pages in dist/client: run `npm run build` first.')
  process.exit(1)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const columns = ['JS up front', 'JS after interaction', 'JS on submit', 'CSS'] as const
const width = Math.max(...pages.map((page) => page.route.length))
const line = (route: string, cells: string[]) => `${route.padEnd(width)}  ${cells.map((cell, column) => cell.padStart(columns[column]!.length)).join('  ')}`
console.log(`Gzip bytes per page. "After interaction": island code, fetched when the visitor starts on a form,\nthe carousel nears the screen or the loaded page goes idle. "On submit": what a form fetches\nwhen the visitor sends it (supabase-js).\n`)
console.log(line('page', [...columns]))
for (const page of pages) console.log(line(page.route, [kb(page.upFrontJsBytes), kb(page.afterInteractionJsBytes), kb(page.onSubmitJsBytes), kb(page.cssBytes)]))
