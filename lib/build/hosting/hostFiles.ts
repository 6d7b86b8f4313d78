// The host's own code for the host's files: _redirects and _headers read back by Netlify's parsers
// (https://github.com/netlify/build, packages redirect-parser and headers-parser), so a build fails
// with the parser's message on a rule Netlify would reject, and `npm start` applies them as
// Netlify's dev server does (@netlify/headers; netlify-redirector, Netlify's matcher).
import path from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { HeadersHandler } from '@netlify/headers'
import { parseAllRedirects } from '@netlify/redirect-parser'

/** Throws with each of the parsers' complaints when `client`'s _redirects or _headers holds a rule Netlify would not take. */
export async function checkHostFiles(client: string): Promise<void> {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [path.join(client, '_redirects')], configRedirects: [], minimal: false }),
    parseAllHeaders({ headersFiles: [path.join(client, '_headers')], configHeaders: [], minimal: false }),
  ])
  const errors = [...redirects.errors, ...headers.errors].map((error: Error) => error.message)
  if (errors.length) throw new Error(`Netlify would not take the hosting files the build wrote:\n${errors.join('\n')}`)
}

/** The headers Netlify sends with a path, from `client`'s _headers. */
export function netlifyHeaders(client: string): (pathname: string) => Promise<Record<string, string>> {
  const handler = new HeadersHandler({ projectDir: client, logger: console as never })
  return (pathname) => handler.apply(new Request(new URL(pathname, 'http://localhost')))
}
