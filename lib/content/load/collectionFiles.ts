// Which files of a collection folder (services/, faq/, blog/, pages/) the site reads. A file's
// name is its page's address, so a name the router cannot serve as written, or a file the site
// would never read, is refused with the name to use instead of being skipped without a word.
import fs from 'node:fs'
import path from 'node:path'
import { collectionPath } from '../collectionPath.ts'
import { collections, type CollectionName } from '../collections.ts'
import { pageAddress } from '../pageAddress.ts'
import type { Problem } from '../problems.ts'

/** A page address: lower-case words joined by hyphens. */
const PAGE_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** Extensions other tools give Markdown files. */
const MARKDOWN_EXTENSIONS = new Set(['.md', '.markdown', '.mdown', '.mkd', '.mkdn', '.mdwn', '.txt'])

export interface CollectionFiles {
  /** File names the site reads, sorted: each `{page name}.md`. */
  names: string[]
  problems: Problem[]
}

/**
 * Hidden files (.DS_Store, an editor's .swp) are the system's and the folder's README.md is for
 * people: both are passed over. Every other entry is either read or refused.
 */
export function collectionFiles(folder: string, relative: (file: string) => string): CollectionFiles {
  const names: string[] = []
  const problems: Problem[] = []
  if (!fs.existsSync(folder)) return { names, problems }
  const here = relative(folder)
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const name = entry.name
    if (name.startsWith('.') || name === 'README.md') continue
    const file = relative(path.join(folder, name))
    if (!entry.isFile()) {
      problems.push({ rule: 'folderInFolder', file, field: '', message: `folders inside ${here} are not read: move its files into ${here} itself` })
      continue
    }
    const extension = path.extname(name)
    const stem = name.slice(0, name.length - extension.length)
    const wanted = `${pageName(stem)}.md`
    if (!MARKDOWN_EXTENSIONS.has(extension.toLowerCase())) {
      problems.push({ rule: 'notMarkdown', file, field: '', message: `is not a Markdown file, and ${here} holds only .md files: move it out (pictures go in public/images/)` })
    } else if (extension !== '.md' || !PAGE_NAME.test(stem)) {
      problems.push({ rule: 'fileName', file, field: '', editor: `the page's address must be lower-case words joined by hyphens, such as ${wanted.slice(0, -3)}: change Slug`, message: `the file name is the page's address, so it must be lower-case words joined by hyphens ending in .md: rename it to ${wanted}` })
    } else {
      names.push(name)
    }
  }
  return { names, problems }
}

/** The address a file name would have (pageAddress.ts), or a name to type when none of it can be one. */
function pageName(stem: string): string {
  return pageAddress(stem) || 'page-name'
}

/** A collection's files the site reads, relative to `root`: a file collection's file if it exists, a folder's Markdown files. */
export function filesOf(root: string, name: CollectionName): string[] {
  const where = collectionPath(name)
  if (collections[name].kind === 'file') return fs.existsSync(path.join(root, where)) ? [where] : []
  return collectionFiles(path.join(root, where), (file) => path.relative(root, file)).names.map((file) => `${where}/${file}`)
}
