// The client entry of pages with islands, and the only script they load up front. Each island the
// server marked waits for its moment (data-hydrate, see moments.ts); then every chunk it needs
// (data-chunks: its code, React and react-dom) is preloaded at once, so that the import below
// finds them in flight instead of discovering them one level at a time, and it hydrates.
import { firstMoment, parseMoments } from './moments'

const preloaded = new Set<string>()

/** Asks for every chunk together; two islands of a page share React's, which is asked for once. */
function preload(chunks: string | undefined) {
  for (const href of (chunks ?? '').split(' ')) {
    if (!href || preloaded.has(href)) continue
    preloaded.add(href)
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  Promise.resolve()
    .then(() => firstMoment(element, parseMoments(element.dataset.hydrate)))
    .then(() => {
      preload(element.dataset.chunks)
      // data-loader names islands/load.ts as built (or its source, in `vike dev`).
      return import(/* @vite-ignore */ element.dataset.loader!) as Promise<typeof import('./load')>
    })
    .then(({ hydrateIsland }) => hydrateIsland(element))
    // Offline, or a deploy replaced the chunks: the island stays the server's HTML.
    .catch((error: unknown) => console.error(`The island "${element.dataset.island}" could not hydrate:`, error))
}
