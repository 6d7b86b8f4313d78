// Hydrates one island. Loaded with the island's own code when its moment comes, so that react-dom
// is never part of what a page loads up front.
import { createElement, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

export function mount<P extends object>(element: HTMLElement, Island: ComponentType<P>, props: P) {
  hydrateRoot(element, createElement(Hydrated, { element, children: createElement(Island, props) }))
}

/**
 * Marks the island once React has taken over its HTML (hydrateRoot only starts the work), so tests
 * and monitoring can tell; it renders nothing of its own, so the HTML still matches.
 */
function Hydrated({ element, children }: { element: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    element.dataset.hydrated = 'true'
  }, [element])
  return children
}
