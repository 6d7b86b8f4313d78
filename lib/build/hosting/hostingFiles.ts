// Files for static hosts and crawlers, written into dist/client at the end of either build path
// (lib/build/incremental/pagePlan.ts) from the same content the pages come from and the pages Vike
// listed: _redirects, _headers, sitemap.xml, robots.txt and the RSS feed.
import type { Content } from '../../content/loadContent.ts'
import { FEED_PATH, postRoute, SITEMAP_PATH } from '../../routes.ts'
import type { ListedPage } from '../incremental/vikePages.ts'
import { headersFile, securityHeaders } from './securityHeaders.ts'

/** One permanent redirect per article alias. */
export function redirectRules(posts: { slug: string; aliases: string[] }[]): string {
  const rules = posts.flatMap((post) => post.aliases.map((alias) => `${postRoute(alias)} ${postRoute(post.slug)} 301`))
  return `# Old article addresses, generated from the articles' aliases.\n${rules.join('\n')}\n`
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every canonical page the build writes (no alias redirect, no 404), in URL order. Articles carry their date as lastmod. */
export function sitemap({ site, posts }: Content, pages: ListedPage[]): string {
  const aliases = new Set(posts.flatMap((post) => post.aliases.map(postRoute)))
  const dates = new Map(posts.map((post) => [postRoute(post.slug), post.date]))
  const routes = pages.filter((page) => !page.is404 && !aliases.has(page.url)).map((page) => page.url).sort()
  const urls = routes.map((route) => {
    const lastmod = dates.get(route)
    return `  <url><loc>${escapeXml(site.url + route)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robots({ site }: Content): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}${SITEMAP_PATH}\n`
}

/** RSS 2.0 of the articles, newest first. */
export function feed({ site, posts }: Content): string {
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
export function hostingFiles(content: Content, pages: ListedPage[]): Record<string, string> {
  return {
    _redirects: redirectRules(content.posts),
    [SITEMAP_PATH.slice(1)]: sitemap(content, pages),
    'robots.txt': robots(content),
    [FEED_PATH.slice(1)]: feed(content),
    _headers: headersFile(
      securityHeaders({
        supabaseUrl: process.env.PUBLIC_ENV__SUPABASE_URL,
        analytics: Boolean(content.site.gtmId),
      }),
    ),
  }
}
