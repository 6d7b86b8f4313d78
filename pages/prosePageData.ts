// The data of a page whose text is one Markdown file in content/pages: about, privacy, terms, and
// the text around the contact and careers forms.
import { getCollection, getEntry } from '../lib/content/store'
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

/**
 * The page of content/pages/<name>.md, on the route named like it (as lib/content/entryPage.ts finds
 * a prose page), with its data: its +onBeforePrerenderStart hands both to a build, which keys the page
 * by that data and reuses it while its text, the site's settings and the build code are unchanged
 * (lib/build/incremental/pagePlan.ts).
 */
export const prosePageToPrerender = <Name extends string>(name: Name) => [{ url: `/${name}`, pageContext: { data: prosePageData(name) } }]
