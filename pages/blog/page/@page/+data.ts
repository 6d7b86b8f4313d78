// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { blogIndexData, type BlogIndexData } from '../../blogIndexData'

export function data(pageContext: PageContextServer) {
  const page = Number(pageContext.routeParams.page)
  // Page 1 is /blog itself, never /blog/page/1.
  if (page === 1) throw render(404)
  return blogIndexData(page)
}

export type Data = BlogIndexData
