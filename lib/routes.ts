// The routes of the site that content makes: pages link through these helpers, and the content
// check tests Markdown links against the same list. The routes that exist whatever the content says
// are read from pages/ (lib/staticRoutes.ts).

export const serviceRoute = (slug: string) => `/services/${slug}`
export const postRoute = (slug: string) => `/blog/${slug}`

/**
 * Articles per page of the blog index. Above this the index continues at /blog/page/2 and on, so
 * that a blog of thousands of articles does not make /blog a page of megabytes.
 */
export const POSTS_PER_BLOG_PAGE = 24

/** Page 1 of the blog index is /blog itself. */
export const blogPageRoute = (page: number) => (page === 1 ? '/blog' : `/blog/page/${page}`)

export const blogPageCount = (postCount: number) => Math.max(1, Math.ceil(postCount / POSTS_PER_BLOG_PAGE))

/** The blog index's pages after the first, for a number of articles. */
export const moreBlogPageRoutes = (postCount: number) => Array.from({ length: blogPageCount(postCount) - 1 }, (_, index) => blogPageRoute(index + 2))

/** The articles' RSS feed and the sitemap, written by lib/build/hosting/hostingFiles.ts. */
export const FEED_PATH = '/rss.xml'
export const SITEMAP_PATH = '/sitemap.xml'
