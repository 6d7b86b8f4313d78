// Serves the built site (dist/client) the way Netlify does: clean URLs, the headers of _headers and
// the redirects of _redirects as Netlify's own code applies them (lib/build/hosting/hostFiles.ts,
// netlify-redirector), and 404.html with status 404 for unknown paths.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import redirector from 'netlify-redirector'
import sirv from 'sirv'
import { netlifyHeaders } from '../lib/build/hosting/hostFiles.ts'

export async function createStaticServer(root: string): Promise<http.Server> {
  if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${root} has no index.html: run \`npm run build\` first.`)
  const notFound = fs.readFileSync(path.join(root, '404.html'))
  const redirectsFile = path.join(root, '_redirects')
  const redirects = await redirector.parsePlain(fs.existsSync(redirectsFile) ? fs.readFileSync(redirectsFile, 'utf8') : '', {})
  const headersFor = netlifyHeaders(root)
  const assets = sirv(root, { extensions: ['html'], etag: true })
  // Every static host compresses text; without it local figures would overstate download sizes.
  const compress = compression()

  return http.createServer((request, response) => compress(request as never, response as never, () => void serve(request, response)))

  async function serve(request: http.IncomingMessage, response: http.ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost')
    for (const [name, value] of Object.entries(await headersFor(url.pathname))) response.setHeader(name, value)
    const header = (name: string) => String(request.headers[name.toLowerCase()] ?? '')
    const redirect = redirects.match({ scheme: 'http', host: header('host'), path: url.pathname, query: url.search.slice(1), getHeader: header, getCookie: () => '' })
    // As Netlify: a rule not forced (301!) gives way to a file at its address.
    if (redirect && (redirect.force || !fs.existsSync(path.join(root, url.pathname, 'index.html')))) {
      response.writeHead(redirect.status, { Location: redirect.to }).end()
      return
    }
    assets(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
      response.end(notFound)
    })
  }
}
