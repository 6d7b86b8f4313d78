// The client entry of pages with islands: hydrates each server-marked island, and nothing else.
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ISLANDS, type IslandName } from './registry'

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island as IslandName
  const load = ISLANDS[name]
  if (!load) {
    console.error(`Unknown island "${name}"`)
    continue
  }
  const props = JSON.parse(element.dataset.props ?? '{}') as object
  load().then(({ default: Island }) => {
    hydrateRoot(element, createElement(Island as React.ComponentType<object>, props))
    // Lets tests and monitoring tell a hydrated island from server HTML alone.
    element.dataset.hydrated = 'true'
  })
}
