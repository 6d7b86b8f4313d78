// The data of a page written entirely in Markdown (about, privacy, terms).
import type { Head } from '../renderer/PageContext.ts'
import { getContent } from './content/getContent.ts'

export function prosePageData(name: string) {
  const { site, pages } = getContent()
  const page = pages[name]
  if (!page) throw new Error(`content/pages/${name}.md is missing`)
  const head: Head = { title: page.title, description: page.description }
  return { head, site, page }
}

export type ProsePageData = ReturnType<typeof prosePageData>
