// What every page's +data returns for the <head>, read by +onRenderHtml.
export interface Head {
  /** The page's own title; the brand is appended unless `titleIsFull` is set. */
  title: string
  titleIsFull?: boolean
  description: string
  /** Open Graph type: 'article' for blog posts. */
  ogType?: 'website' | 'article'
  /** Keeps a page out of search indexes (redirect stubs, the 404 page). */
  noindex?: boolean
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      /** Every page's +data returns its head; an alias route returns where it moved instead. */
      data?: { head?: Head; redirectTo?: string }
    }
  }
}
