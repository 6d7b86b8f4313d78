// The data of a page whose text is one Markdown file in content/pages: about, privacy, terms, and
// the text around the contact and careers forms.
import { getCollection, getEntry } from '../lib/content/store.ts'
import type { Head } from '../renderer/PageContext'

export function prosePageData<Name extends string>(name: Name) {
  const site = getCollection('site')
  // contact.md and careers.md carry fields of their own (collections.ts variants), typed by name.
  const page = getEntry('pages', name)
  if (!page) throw new Error(`content/pages/${name}.md is missing`)
  const head: Head = { title: page.title, description: page.description }
  return { head, site, page }
}

export type ProsePageData<Name extends string = string> = ReturnType<typeof prosePageData<Name>>
