// The second stage of loading: the content as pages read it (entries.ts), from what the first stage
// read, each Markdown text turned into HTML by `toHtml` and each collection in its order.
import { collections, fileNames, folderNames, type FolderCollection } from '../collections.ts'
import type { Content } from '../entries.ts'
import type { ReadContent } from '../load/readContent.ts'
import type { ReadEntry } from '../load/readText.ts'
import type { Facts, Site } from '../schema.ts'

export function renderContent(read: ReadContent, toHtml: (markdown: string) => string): Content {
  const content: Record<string, unknown> = {}
  for (const name of folderNames) {
    const collection: FolderCollection = collections[name]
    const entries = read.entries[name].map((entry) => renderEntry(collection, entry, toHtml))
    content[name] = collection.sort ? collection.sort(entries) : entries
  }
  for (const name of fileNames) {
    const { list } = collections[name]
    const data = read.files[name] as Record<string, unknown> | undefined
    content[name] = list ? (data?.[list] ?? []) : data
  }
  // Pages read the company's figures as site.facts; without both files there is no site to show.
  const [site, facts] = [read.files.site as Omit<Site, 'facts'> | undefined, read.files.facts as Facts | undefined]
  content.site = site && facts ? { ...site, facts } : ({} as Site)
  return content as Content
}

/** An entry with its text and the items of its Markdown lists as HTML. */
function renderEntry(collection: FolderCollection, { id, file, data, body }: ReadEntry, toHtml: (markdown: string) => string) {
  const rendered = { ...data }
  for (const [list, field] of Object.entries(collection.markdown ?? {})) {
    rendered[list] = ((data[list] ?? []) as Record<string, string>[]).map((item) => ({ ...item, [`${field as string}Html`]: toHtml(item[field as string]!) }))
  }
  return { ...rendered, id, file, html: collection.body === 'none' ? '' : toHtml(body) } as ReadEntry['data'] & { id: string; file: string; html: string }
}
