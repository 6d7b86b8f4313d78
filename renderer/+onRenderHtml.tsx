// https://vike.dev/onRenderHtml
import path from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { DEV_CODE, IslandCodeOf } from '../components/Island'
import { getContent } from '../lib/content/getContent'
import type { Content } from '../lib/content/loadContent'
import { expandPictures } from '../lib/content/markdown'
import { ContentError } from '../lib/content/problems'
import { islandCode, preloadTags } from '../lib/build/render/preloads'
import { pageType, shareImagePath, shareImageText, writeShareImage } from '../lib/build/render/shareImages'
import { chromeFor } from './chrome'
import { Head } from './Head'

export function onRenderHtml(pageContext: PageContextServer) {
  const { Page, data, urlPathname } = pageContext
  let content: Content
  try {
    content = getContent()
  } catch (error) {
    // Only reachable in `vike dev` (a build checks content first): show the editor what to fix.
    if (error instanceof ContentError) return contentErrorDocument(error)
    throw error
  }
  const { site } = content
  if (data?.redirectTo) return redirectDocument(site.url, data.redirectTo)
  // `vike dev` serves islands from their source; a build's chunks (perhaps stale) are not for it.
  const codeOf = import.meta.env.PROD ? islandCode : () => DEV_CODE
  const chrome = chromeFor(content, urlPathname, codeOf)
  const Rendered = Page as React.ComponentType<{ data: unknown }>
  // The page itself never hydrates as a whole (islands carry their own hydratable HTML), so
  // static markup is enough and carries no React comments.
  const main = renderToStaticMarkup(
    <IslandCodeOf.Provider value={codeOf}>
      <Rendered data={data} />
    </IslandCodeOf.Provider>,
  )
  // React writes the preload hints of priority pictures first; they belong in the head, where the
  // browser finds them before the chrome.
  const hints = LEADING_PRELOADS.exec(main)?.[0] ?? ''
  const body = chrome.before + expandPictures(main.slice(hints.length)) + chrome.after
  const head = pageContext.is404 || !data?.head ? notFoundHead : data.head
  // Drawn during the build only: `vike dev` pages point at images a build would write.
  const type = pageType(urlPathname)
  const imageText = shareImageText(type, head.title, site)
  const shareImage = pageContext.is404
    ? undefined
    : {
        path: import.meta.env.PROD ? writeShareImage(path.resolve('dist/client'), type, imageText) : shareImagePath(type),
        alt: `${imageText.title}, ${site.brand}`,
      }

  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en-AU">
  <head>
    ${dangerouslySkipEscape(renderToStaticMarkup(<Head site={site} head={head} path={urlPathname} shareImage={shareImage} />))}
    ${dangerouslySkipEscape(hints)}
    ${dangerouslySkipEscape(import.meta.env.PROD ? preloadTags(pageContext.pageId ?? '') : '')}
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
