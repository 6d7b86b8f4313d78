// Every route of the site in one place: pages link through these helpers, and the content check
// tests Markdown links against the same list.

/** Routes that exist whatever the content says. */
export const STATIC_ROUTES = ['/', '/about', '/contact', '/careers', '/privacy', '/terms', '/faq', '/blog'] as const

export const serviceRoute = (slug: string) => `/services/${slug}`
export const postRoute = (slug: string) => `/blog/${slug}`

/** All routes of the site given the slugs of services and articles; aliases are not routes. */
export function allRoutes(serviceSlugs: string[], postSlugs: string[]): string[] {
  return [...STATIC_ROUTES, ...serviceSlugs.map(serviceRoute), ...postSlugs.map(postRoute)]
}

/** The articles' RSS feed and the sitemap, written by lib/build/hostingFiles.ts. */
export const FEED_PATH = '/rss.xml'
export const SITEMAP_PATH = '/sitemap.xml'
