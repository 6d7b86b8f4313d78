// https://vike.dev/onRenderHtml
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { DEV_CODE, IslandCodeOf } from '../components/Island'
import type { IslandName } from '../islands/registry'
import { ContentError } from '../lib/content/problems'
import { expandPictures } from '../lib/content/render/pictureMarkers'
import { getCollection } from '../lib/content/store'
import type { Site } from '../lib/content/schema'
import { requireBuildContext } from '../lib/build/context'
import { readBuiltAssets } from '../lib/build/render/builtAssets'
import { islandCode, preloadTags } from '../lib/build/render/preloads'
import { ImageManifestOf } from '../components/ui/Picture'
import { pageType, shareImagePath, shareImageText } from '../lib/build/render/shareImage'
import { currentNavHref, serviceLinks } from '../lib/navigation'
import { Head } from './Head'
import { Layout } from './Layout'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, data, urlPathname } = pageContext
  let site: Site
  try {
    site = getCollection('site')
  } catch (error) {
    // Only reachable in `vike dev` (a build checks content first): show the editor what to fix.
    if (error instanceof ContentError) return contentErrorDocument(error)
    throw error
  }
  if (data?.redirectTo) return redirectDocument(site.url, data.redirectTo)
  // `vike dev` serves islands from their source and pictures as they are; a build's chunks and
  // encodings (perhaps stale) are not for it.
  const assets = import.meta.env.PROD ? readBuiltAssets(requireBuildContext('rendering a page').root) : undefined
  const codeOf = assets ? (name: IslandName) => islandCode(assets.preloads, name) : () => DEV_CODE
  const services = serviceLinks(getCollection('services'))
  const Rendered = Page as React.ComponentType<{ data: unknown }>
  // The page itself never hydrates as a whole (islands carry their own hydratable HTML), so
  // static markup is enough and carries no React comments.
  const main = renderToStaticMarkup(
    <IslandCodeOf.Provider value={codeOf}>
      <ImageManifestOf.Provider value={assets?.images ?? {}}>
        <Layout site={site} services={services} currentHref={currentNavHref(urlPathname, services)}>
          <Rendered data={data} />
        </Layout>
      </ImageManifestOf.Provider>
    </IslandCodeOf.Provider>,
  )
  // React writes the preload hints of priority pictures first; they belong in the head, where the
  // browser finds them before the chrome.
  const hints = LEADING_PRELOADS.exec(main)?.[0] ?? ''
  const body = expandPictures(main.slice(hints.length), assets?.images)
  const head = pageContext.is404 || !data?.head ? notFoundHead : data.head
  // Drawn by the build once its pages are in place (lib/build/shareImages.ts); `vike dev` pages
  // point at images a build would draw.
  const type = pageType(urlPathname)
  const imageText = shareImageText(type, head.title, site)
  const shareImage = pageContext.is404 ? undefined : { path: shareImagePath(type), alt: `${imageText.title}, ${site.brand}` }

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en-AU">
  <head>
    ${dangerouslySkipEscape(renderToStaticMarkup(<Head site={site} head={head} path={urlPathname} shareImage={shareImage} />))}
    ${dangerouslySkipEscape(hints)}
    ${dangerouslySkipEscape(assets ? preloadTags(assets.preloads, pageContext.pageId ?? '') : '')}
  </head>
  <body>
    ${dangerouslySkipEscape(body)}
    <script src="/phone-click.js" defer></script>
    <script src="/landing.js" defer></script>
    ${pageContext.is404 ? dangerouslySkipEscape('<script src="/not-found.js" defer></script>') : ''}
  </body>
</html>`

  return documentHtml
}

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/

const notFoundHead = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Return to the home page to find our commercial cleaning services in Sydney.',
  noindex: true,
}

function contentErrorDocument(error: ContentError) {
  return escapeInject`<!DOCTYPE html>
<html lang="en-AU">
  <head><meta charset="utf-8"><title>Content check failed</title></head>
  <body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5">
    <h1>Content check failed</h1>
    <p>Fix these problems in <code>content/</code> and reload the page.</p>
    <pre style="white-space: pre-wrap; background: #fef2f2; color: #7f1d1d; padding: 1rem; border-radius: 0.5rem">${error.message}</pre>
  </body>
</html>`
}

/**
 * The page an old address serves on hosts that ignore _redirects: an instant refresh to the new
 * address, whose canonical link tells search engines the move is permanent.
 */
function redirectDocument(origin: string, target: string) {
  return escapeInject`<!DOCTYPE html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8">
    <title>This page has moved</title>
    <meta http-equiv="refresh" content="0; url=${target}">
    <link rel="canonical" href="${origin}${target}">
    <meta name="robots" content="noindex">
  </head>
  <body>
    <p>This page has moved to <a href="${target}">${origin}${target}</a>.</p>
  </body>
</html>`
}
