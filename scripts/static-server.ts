// Serves the built site (dist/client) the way a static host would: clean URLs, the headers of
// _headers, the permanent redirects of _redirects, and 404.html with status 404 for unknown paths.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { parseHeadersFile } from '../lib/build/hosting/securityHeaders.ts'

export function createStaticServer(root: string): http.Server {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} has no index.html: run \`npm run build\` first.`)
  const notFound = fs.readFileSync(path.join(root, '404.html'))
  const redirects = readRedirects(path.join(root, '_redirects'))
  const headersFile = path.join(root, '_headers')
  const headersFor = parseHeadersFile(fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : '')
  const assets = sirv(root, { extensions: ['html'], etag: true })
  // Every static host compresses text; without it local figures would overstate download sizes.
  const compress = compression()

  return http.createServer((request, response) => compress(request as never, response as never, () => serve(request, response)))

  function serve(request: http.IncomingMessage, response: http.ServerResponse) {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    for (const [name, value] of Object.entries(headersFor(pathname))) response.setHeader(name, value)
    const redirect = redirects.get(pathname)
    if (redirect) {
      response.writeHead(redirect.status, { Location: redirect.to })
      response.end()
      return
    }
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(notFound)
    })
  }
}

/** `from to status` per line, as Netlify and Cloudflare Pages read it. */
function readRedirects(file: string): Map<string, { to: string; status: number }> {
  const rules = new Map<string, { to: string; status: number }>()
  if (!fs.existsSync(file)) return rules
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (!from || from.startsWith('#') || !to) continue
    rules.set(from, { to, status: Number(status ?? 301) })
  }
  return rules
}
