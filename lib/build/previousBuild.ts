// Incremental builds. At the start of a build the previous one is set aside in one rename (Vite
// would otherwise empty dist/ file by file: 8,000 unlinks at 4,000 articles). Each article page
// whose inputs are those it had in the previous build (the same build code, the same page data)
// then moves into the new build instead of being rendered again; Vike renders only the new and
// changed ones. What is left of the previous build is deleted at the end.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const OUT_DIR = 'dist'
/** Inside .cache/, on the same disk as dist/, so that setting aside and moving back are renames. */
const PREVIOUS_DIR = path.join('.cache', 'previous-build')
const DISCARDED_DIR = path.join('.cache', 'discarded-builds')
/** Each page's inputs key, by URL; outside dist/client, so never deployed. */
const KEYS_FILE = 'page-keys.json'

/**
 * What shapes every page besides its own data, read once the client and server builds are done:
 * the server code (every component and hook), the client assets Vike links in, the island
 * preloads, the image encodings, the exact package versions, and the year in the footer.
 */
const BUILD_INPUTS = ['dist/server', 'dist/assets.json', 'dist/preloads.json', 'dist/images.json', 'package-lock.json']

export interface PageInputs {
  url: string
  /** Everything the page's HTML is made from besides the build code; JSON-serialisable. */
  inputs: unknown
}

/** Shared by the prerender hook (server bundle) and the plugin (Vite config): module graphs of their own in one process. */
const KEYS = Symbol.for('sparkwell.pageKeys')
const SET_ASIDE = Symbol.for('sparkwell.previousBuildSetAside')
const keysOfThisBuild = (): Record<string, string> => ((globalThis as Record<symbol, Record<string, string>>)[KEYS] ??= {})

/**
 * Moves each unchanged page from the previous build into this one and returns the URLs Vike still
 * has to render. The first page always renders: it writes the files its page type shares (the
 * share image), and Vike expects at least one URL for each route.
 */
export function reuseUnchangedPages(pages: PageInputs[], root: string = process.cwd()): string[] {
  const inputsHash = buildFingerprint(root)
  const previous = path.join(root, PREVIOUS_DIR)
  const previousKeys = readKeys(path.join(previous, KEYS_FILE))
  const keys = keysOfThisBuild()
  const madeDirs = new Set<string>()
  const toRender: string[] = []
  pages.forEach(({ url, inputs }, index) => {
    const key = createHash('sha1').update(inputsHash).update(url).update(JSON.stringify(inputs)).digest('base64url')
    keys[url] = key
    const from = pageDir(previous, url)
    if (index > 0 && previousKeys[url] === key && fs.existsSync(from)) {
      const to = pageDir(path.join(root, OUT_DIR), url)
      const parent = path.dirname(to)
      if (!madeDirs.has(parent)) fs.mkdirSync(parent, { recursive: true })
      madeDirs.add(parent)
      fs.renameSync(from, to)
    } else {
      toRender.push(url)
    }
  })
  return toRender
}

export function previousBuildPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'previous-build',
    apply: 'build',
    config(config) {
      root = path.resolve(config.root ?? process.cwd())
      // Once per process: Vike may resolve the config more than once, and a second call must not
      // discard the build the first one set aside.
      const flags = globalThis as Record<symbol, boolean>
      if (flags[SET_ASIDE]) return
      flags[SET_ASIDE] = true
      const outDir = path.join(root, OUT_DIR)
      // A previous build still set aside was left by an interrupted build: nothing will reuse it.
      discard(path.join(root, PREVIOUS_DIR), root)
      if (fs.existsSync(outDir)) {
        fs.mkdirSync(path.join(root, '.cache'), { recursive: true })
        fs.renameSync(outDir, path.join(root, PREVIOUS_DIR))
      }
      const discarded = path.join(root, DISCARDED_DIR)
      // In the background: Vike ends the process once it has prerendered, so a deletion it cuts
      // short is finished by the next build.
      if (fs.existsSync(discarded)) void fs.promises.rm(discarded, { recursive: true, force: true })
    },
    closeBundle: {
      order: 'post',
      handler() {
        // Vike prerenders as the server build writes its bundle, so every page is in place now.
        if (this.environment.name !== 'ssr') return
        fs.writeFileSync(path.join(root, OUT_DIR, KEYS_FILE), JSON.stringify(keysOfThisBuild()))
        discard(path.join(root, PREVIOUS_DIR), root)
      },
    },
  }
}

/** Moves a folder into the discarded builds, for a background deletion to remove. */
function discard(dir: string, root: string): void {
  if (!fs.existsSync(dir)) return
  const discarded = path.join(root, DISCARDED_DIR)
  fs.mkdirSync(discarded, { recursive: true })
  fs.renameSync(dir, path.join(discarded, `${Date.now()}-${process.pid}`))
}

function readKeys(file: string): Record<string, string> {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
  } catch {
    return {} // No previous build, or one from before page keys: render everything.
  }
}

/** The folder of a URL's page in a build: /blog/x is client/blog/x (its index.html inside). */
const pageDir = (buildDir: string, url: string) => path.join(buildDir, 'client', url)

// Once per build: the article and blog index hooks both ask, after the bundles are written.
let fingerprint: string | undefined

function buildFingerprint(root: string): string {
  fingerprint ??= hashBuildInputs(root)
  return fingerprint
}

function hashBuildInputs(root: string): string {
  const hash = createHash('sha1').update(String(new Date().getFullYear()))
  for (const input of BUILD_INPUTS) {
    const full = path.join(root, input)
    const files = !fs.existsSync(full) ? [] : fs.statSync(full).isDirectory() ? listFiles(full) : [full]
    for (const file of files) hash.update(`\0${path.relative(root, file)}\0`).update(fs.readFileSync(file))
  }
  return hash.digest('base64url')
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
}
