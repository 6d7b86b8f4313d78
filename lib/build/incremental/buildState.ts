// What a build leaves in dist/ for the next one to compare against: the fingerprint of the sources
// it was built from, a key of each article and blog index page's inputs, and every URL it wrote.
// Full builds (lib/build/incremental/previousBuild.ts) reuse pages by key; content rebuilds
// (lib/build/incremental/contentRebuild.ts) also need the sources to be the same, to skip Vite altogether.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { hashFiles } from '../../hashFiles.ts'
import { allRoutes, postRoute } from '../../routes.ts'

export const OUT_DIR = 'dist'
/** Outside dist/client, so never deployed. */
const STATE_FILE = 'build-state.json'

export interface BuildState {
  /** sourceFingerprint() of the project when the build started. */
  sources: string
  /** pageKey() of each page whose rendering may be skipped, by URL. */
  pageKeys: Record<string, string>
  /** Every page the build wrote, '/404' included: a later build removes the ones gone from the content. */
  urls: string[]
}

export interface PageInputs {
  url: string
  /** Everything the page's HTML is made from besides the build code; JSON-serialisable. */
  inputs: unknown
}

export function readBuildState(root: string, outDir: string = path.join(root, OUT_DIR)): BuildState | undefined {
  try {
    const state = JSON.parse(fs.readFileSync(path.join(outDir, STATE_FILE), 'utf8')) as BuildState
    return typeof state.sources === 'string' && state.pageKeys && Array.isArray(state.urls) ? state : undefined
  } catch {
    return undefined // No previous build, or one from before this file: everything renders.
  }
}

export function writeBuildState(root: string, state: BuildState): void {
  fs.writeFileSync(path.join(root, OUT_DIR, STATE_FILE), JSON.stringify(state))
}

/** Every URL a build writes for this content: the routes, the aliases' redirect pages and the 404 page. */
export function builtUrls({ services, posts }: { services: { slug: string }[]; posts: { slug: string; aliases: string[] }[] }): string[] {
  const routes = allRoutes(
    services.map((service) => service.slug),
    posts.map((post) => post.slug),
  )
  return [...routes, ...posts.flatMap((post) => post.aliases.map(postRoute)), NOT_FOUND_URL]
}

/** Vike writes the error page as 404.html; rendering this URL gives the same page. */
export const NOT_FOUND_URL = '/404'

/** Where a URL's page is in dist/client: / is index.html, /blog/x is blog/x/index.html. */
export function pageFile(clientDir: string, url: string): string {
  if (url === NOT_FOUND_URL) return path.join(clientDir, '404.html')
  return path.join(clientDir, url, 'index.html')
}

export const pageKey = (builtCode: string, { url, inputs }: PageInputs) =>
  createHash('sha1').update(builtCode).update(url).update(JSON.stringify(inputs)).digest('base64url')

/**
 * What shapes every page besides its own data, read once the client and server builds are done:
 * the server code (every component and hook), the client assets Vike links in, the island
 * preloads, the image encodings, the exact package versions, and the year in the footer.
 */
const BUILT_CODE = ['dist/server', 'dist/assets.json', 'dist/preloads.json', 'dist/images.json', 'package-lock.json']

/** Hash of BUILT_CODE: part of every page key. */
export function builtCodeHash(root: string): string {
  return hashFiles(root, BUILT_CODE, createHash('sha1').update(String(new Date().getFullYear())))
}

/**
 * Everything a build reads besides the text of content/ (its Markdown and YAML): the code, the
 * styles, public/ and content/ pictures, the package versions, the .env files and the build-time
 * environment variables. When this is unchanged since the last build, its client and server
 * bundles are still right and only pages need rendering again. Tests and scripts count too: a
 * few full builds too many cost less than one wrong rebuild.
 */
const SOURCES = ['components', 'content', 'islands', 'lib', 'pages', 'public', 'renderer', '.gitignore', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts']
/** Read by the build: in page data, in _headers, built into the islands, or choosing React's production or development build. */
const BUILD_ENV = /^(NODE_ENV|SITE_URL|PUBLIC_ENV__\w+)$/

export function sourceFingerprint(root: string): string {
  const hash = createHash('sha1')
  const env = Object.keys(process.env).filter((name) => BUILD_ENV.test(name)).sort()
  for (const name of env) hash.update(`${name}=${process.env[name]}\0`)
  const envFiles = fs.readdirSync(root).filter((name) => name.startsWith('.env') && name !== '.env.example').sort()
  return hashFiles(root, [...SOURCES, ...envFiles], hash, isContentText)
}

const isContentText = (relative: string) => /^content[\\/].*\.(md|ya?ml)$/.test(relative)
