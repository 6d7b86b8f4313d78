// Everything an island needs once its moment has come: its own code (registry.ts) and React's
// hydration (mount.ts). islands/hydrate.ts imports this file from the address the server wrote
// into the island's HTML, not through an import() the bundler can see: each of those would pull
// Vite's preload helper (about 0.9 KB gzip) into what every island page loads up front.
import { mount } from './mount'
import { ISLANDS, type IslandName } from './registry'

export async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island as IslandName
  const load = ISLANDS[name]
  if (!load) throw new Error(`Unknown island "${name}"`)
  const { default: Island } = await load()
  mount(element, Island as React.ComponentType<object>, JSON.parse(element.dataset.props ?? '{}') as object)
}
