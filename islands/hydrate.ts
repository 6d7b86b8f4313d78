// The client entry of pages with islands, and the only script they load up front. Each island the
// server marked waits for its moment (data-hydrate, see moments.ts); then every chunk it needs
// (data-chunks: its code, React and react-dom) is preloaded at once, so the imports below find them
// in flight instead of discovering them one level at a time, and the island hydrates.
import { firstMoment, parseMoments } from './moments'
import { ISLANDS, type IslandName } from './registry'

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
  const name = element.dataset.island as IslandName
  const load = ISLANDS[name]
  if (!load) {
    console.error(`Unknown island "${name}"`)
    continue
  }
  Promise.resolve()
    .then(() => firstMoment(element, parseMoments(element.dataset.hydrate)))
    .then(() => {
      preload(element.dataset.chunks)
      return Promise.all([import('./mount'), load()])
    })
    .then(([{ mount }, { default: Island }]) => mount(element, Island as React.ComponentType<object>, JSON.parse(element.dataset.props ?? '{}') as object))
    // Offline, or a deploy replaced the chunks: the island stays the server's HTML.
    .catch((error: unknown) => console.error(`The island "${name}" could not hydrate:`, error))
}
