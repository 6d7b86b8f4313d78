// The data of a page whose text is one Markdown file in content/pages.
import type { Head } from '../renderer/PageContext'
import { getContent } from './content/getContent.ts'
import type { CareersEntry, ContactEntry, ProseEntry } from './content/loadContent.ts'

/** The contact and careers files carry fields of their own; the rest are plain prose. */
type PageOf<Name extends string> = Name extends 'contact' ? ContactEntry : Name extends 'careers' ? CareersEntry : ProseEntry

export function prosePageData<Name extends string>(name: Name) {
  const { site, pages } = getContent()
  const page = pages[name] as PageOf<Name> | undefined
  if (!page) throw new Error(`content/pages/${name}.md is missing`)
  const head: Head = { title: page.title, description: page.description }
  return { head, site, page }
}

export type ProsePageData<Name extends string = string> = ReturnType<typeof prosePageData<Name>>
