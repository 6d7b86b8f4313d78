// Files for static hosts and crawlers, written into dist/client at the end of either build path
// (lib/build/finishBuild.ts) from the same content the pages come from and the pages Vike
// listed: _redirects, _headers, sitemap.xml, robots.txt and the RSS feed.
import type { PostEntry } from '../../content/entries.ts'
import { movedPages, type MovedPage } from '../../content/movedPages.ts'
import type { Site } from '../../content/schema.ts'
import { getCollection } from '../../content/store.ts'
import { FEED_PATH, postRoute, SITEMAP_PATH } from '../../routes.ts'
import { env } from '../../settings.ts'
import type { ListedPage } from '../context.ts'
import { headersFile, securityHeaders } from './securityHeaders.ts'

/**
 * One permanent redirect per old address, forced (301!): Netlify applies a rule only where no file
 * is, and each old address has a page of its own for hosts that read no _redirects.
 */
export function redirectRules(moved: MovedPage[]): string {
  const rules = moved.map(({ from, to }) => `${from} ${to} 301!`)
  return `# Old page addresses, generated from the pages' aliases.\n${rules.join('\n')}\n`
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every canonical page the build writes (no alias redirect, no 404), in URL order. Articles carry their date as lastmod. */
export function sitemap(site: Site, posts: PostEntry[], moved: { from: string }[], pages: ListedPage[]): string {
  const aliases = new Set(moved.map(({ from }) => from))
  const dates = new Map(posts.map((post) => [postRoute(post.slug), post.date]))
  const routes = pages.filter((page) => !page.is404 && !aliases.has(page.url)).map((page) => page.url).sort()
  const urls = routes.map((route) => {
    const lastmod = dates.get(route)
    return `  <url><loc>${escapeXml(site.url + route)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${SITEMAP_PATH}\n`
}

/** RSS 2.0 of the articles, newest first. */
export function feed(site: Site, posts: PostEntry[]): string {
  const items = posts.map((post) => {
    const url = site.url + postRoute(post.slug)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${new Date(`${post.date}T00:00:00+11:00`).toUTCString()}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <description>${escapeXml(post.description)}</description>`,
      '    </item>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.brand} Blog`)}</title>
    <link>${escapeXml(`${site.url}/blog`)}</link>
    <atom:link href="${escapeXml(site.url + FEED_PATH)}" rel="self" type="application/rss+xml" />
    <description>Commercial cleaning advice for Sydney businesses and facility managers.</description>
    <language>en-au</language>
${items.join('\n')}
  </channel>
</rss>
`
}

/** The files by name in dist/client, from the content, the pages of the build and the build's environment. */
export function hostingFiles(pages: ListedPage[]): Record<string, string> {
  const site = getCollection('site')
  const posts = getCollection('posts')
  const moved = movedPages()
  return {
    _redirects: redirectRules(moved),
    [SITEMAP_PATH.slice(1)]: sitemap(site, posts, moved, pages),
    'robots.txt': robots(site),
    [FEED_PATH.slice(1)]: feed(site, posts),
    _headers: headersFile(securityHeaders({ supabaseUrl: env.PUBLIC_ENV__SUPABASE_URL, analytics: Boolean(site.gtmId) })),
  }
}
