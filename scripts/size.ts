// npm run size: prints the gzip bytes of JavaScript and CSS each built page loads up front.
import { measurePages } from './pageWeight'

const pages = measurePages()
if (!pages.length) {
  console.error('No pages in dist/client: run `npm run build` first.')
  process.exit(1)
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9)
const width = Math.max(...pages.map((page) => page.route.length))
console.log(`${'page'.padEnd(width)}  ${'JS (gzip)'.padStart(9)}  ${'CSS (gzip)'.padStart(10)}`)
for (const page of pages) console.log(`${page.route.padEnd(width)}  ${kb(page.jsBytes)}  ${kb(page.cssBytes).padStart(10)}`)
