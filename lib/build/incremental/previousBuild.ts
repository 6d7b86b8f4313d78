// Incremental full builds. At the start of `vike build` the previous build is set aside in one
// rename (Vite would otherwise empty dist/ file by file: 8,000 unlinks at 4,000 articles). Each
// article or blog index page whose key (its inputs and the build code, lib/build/incremental/buildState.ts) is
// the one it had in the previous build then moves into the new build instead of being rendered
// again; Vike renders only the new and changed ones. What is left of the previous build is
// deleted at the end. When only content changed, scripts/build.ts skips Vite altogether instead
// (lib/build/incremental/contentRebuild.ts).
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { sharedContent } from '../../content/getContent.ts'
import { builtCodeHash, builtUrls, OUT_DIR, pageFile, pageKey, readBuildState, sourceFingerprint, writeBuildState, type PageInputs } from './buildState.ts'

/** Inside .cache/, on the same disk as dist/, so that setting aside and moving back are renames. */
const PREVIOUS_DIR = path.join('.cache', 'previous-build')
const DISCARDED_DIR = path.join('.cache', 'discarded-builds')

/** Shared by the prerender hooks (server bundle) and the plugin (Vite config): module graphs of their own in one process. */
const KEYS = Symbol.for('sparkwell.pageKeys')
const SET_ASIDE = Symbol.for('sparkwell.previousBuildSetAside')
/** Vike resolves the config several times, each with plugins of its own: the one that sets aside remembers the sources for the one that finishes. */
const SOURCES = Symbol.for('sparkwell.buildSources')
const keysOfThisBuild = (): Record<string, string> => ((globalThis as Record<symbol, Record<string, string>>)[KEYS] ??= {})

/**
 * Moves each unchanged page from the previous build into this one and returns the URLs Vike still
 * has to render. The first page always renders: it writes the files its page type shares (the
 * share image), and Vike expects at least one URL for each route.
 */
export function reuseUnchangedPages(pages: PageInputs[], root: string = process.cwd()): string[] {
  const builtCode = builtCodeOnce(root)
  const previous = path.join(root, PREVIOUS_DIR)
  const previousKeys = readBuildState(root, previous)?.pageKeys ?? {}
  const keys = keysOfThisBuild()
  const madeDirs = new Set<string>()
  const toRender: string[] = []
  pages.forEach((page, index) => {
    const key = pageKey(builtCode, page)
    keys[page.url] = key
    const from = path.dirname(pageFile(path.join(previous, 'client'), page.url))
    if (index > 0 && previousKeys[page.url] === key && fs.existsSync(from)) {
      const to = path.dirname(pageFile(path.join(root, OUT_DIR, 'client'), page.url))
      const parent = path.dirname(to)
      if (!madeDirs.has(parent)) fs.mkdirSync(parent, { recursive: true })
      madeDirs.add(parent)
      fs.renameSync(from, to)
    } else {
      toRender.push(page.url)
    }
  })
  return toRender
}

// Once per build: the article and blog index hooks both ask, after the bundles are written.
let builtCode: string | undefined
const builtCodeOnce = (root: string) => (builtCode ??= builtCodeHash(root))

export function previousBuildPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'previous-build',
    apply: 'build',
    config(config) {
      root = path.resolve(config.root ?? process.cwd())
      // Once per process: Vike may resolve the config more than once, and a second call must not
      // discard the build the first one set aside.
      const flags = globalThis as Record<symbol, unknown>
      if (flags[SET_ASIDE]) return
      flags[SET_ASIDE] = true
      // Before anything is built: a file edited during the build must make the next build a full one.
      flags[SOURCES] = sourceFingerprint(root)
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
        const content = sharedContent()
        if (!content) throw new Error('previous-build: the content check did not run in this build')
        const sources = (globalThis as Record<symbol, string>)[SOURCES]!
        writeBuildState(root, { sources, pageKeys: keysOfThisBuild(), urls: builtUrls(content) })
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
