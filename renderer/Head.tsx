import { SHARE_IMAGE } from '../lib/build/render/shareImage'
import type { Site } from '../lib/content/schema'
import { pageTitle } from '../lib/pageTitle'
import { FEED_PATH } from '../lib/routes'
import { jsonLdScript, localBusiness } from '../lib/structuredData'
import type { Head as HeadInfo } from './PageContext'

interface HeadProps {
  site: Site
  head: HeadInfo
  path: string
  /** The page type's share image and its alt text; none for the not-found page. */
  shareImage?: { path: string; alt: string }
}

/** Title, description, canonical URL and Open Graph tags of one page. */
export function Head({ site, head, path, shareImage }: HeadProps) {
  const title = head.titleIsFull ? head.title : pageTitle(head.title, site.brand)
  const url = `${site.url}${path === '/' ? '/' : path}`
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content="en_AU" />
      <meta property="og:type" content={head.ogType ?? 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={head.description} />
      {shareImage && (
        <>
          <meta property="og:image" content={site.url + shareImage.path} />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={shareImage.alt} />
          <meta name="twitter:image" content={site.url + shareImage.path} />
          <meta name="twitter:image:alt" content={shareImage.alt} />
        </>
      )}
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="alternate" type="application/rss+xml" title={`${site.brand} Blog`} href={FEED_PATH} />
      {/* Off unless a container is configured: no third-party script or request otherwise. */}
      {site.gtmId && <script src="/analytics.js" data-gtm-id={site.gtmId} async />}
      {[localBusiness(site), ...(head.structuredData ?? [])].map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
      ))}
    </>
  )
}
