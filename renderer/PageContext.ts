import type { JsonLd } from '../lib/structuredData'

// What every page's +data returns for the <head>, read by +onRenderHtml.
export interface Head {
  /** The page's own title; the brand is appended (when it fits) unless `titleIsFull` is set. */
  title: string
  titleIsFull?: boolean
  description: string
  /** Open Graph type: 'article' for blog posts. */
  ogType?: 'website' | 'article'
  /** Keeps a page out of search indexes (redirect stubs, the 404 page). */
  noindex?: boolean
  /** schema.org blocks of this page; the company's LocalBusiness block is added to every page. */
  structuredData?: JsonLd[]
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
