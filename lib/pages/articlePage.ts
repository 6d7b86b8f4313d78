// What an article page shows, by slug: its +data hook returns this, and the build compares it with
// the previous build's to reuse pages whose data did not change (lib/build/previousBuild.ts).
import { render } from 'vike/abort'
import type { Head } from '../../renderer/PageContext'
import { getContent } from '../content/getContent'
import { postIndex } from '../content/loadContent'
import { postRoute } from '../routes'
import { blogPosting, breadcrumbList } from '../structuredData'

export function articlePageData(slug: string) {
  const content = getContent()
  const { site } = content
  const { bySlug, byAlias } = postIndex(content)
  const post = bySlug.get(slug)
  if (!post) {
    const moved = byAlias.get(slug)
    if (moved) return { redirectTo: postRoute(moved.slug) }
    throw render(404)
  }
  const neighbour = (neighbourSlug: string | null) => {
    const found = neighbourSlug ? bySlug.get(neighbourSlug) : undefined
    return found && { href: postRoute(found.slug), title: found.navTitle ?? found.title }
  }
  const head: Head = {
    title: post.title,
    description: post.description,
    ogType: 'article',
    structuredData: [
      blogPosting(site, post),
      breadcrumbList(site, [
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: post.title, path: postRoute(post.slug) },
      ]),
    ],
  }
  const { file: _file, aliases: _aliases, ...article } = post
  return { head, site, post: article, prev: neighbour(post.prev), next: neighbour(post.next) }
}

export type ArticlePageData = Exclude<ReturnType<typeof articlePageData>, { redirectTo: string }>
