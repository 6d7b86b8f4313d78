import { createContext, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { IslandName } from '../islands/registry'

/** Collects the islands a page renders, so the HTML can preload exactly their code. */
export const RenderedIslands = createContext<Set<IslandName> | null>(null)

/**
 * Wraps an interactive component for the server: its HTML is rendered on its own (so React's ids
 * match when the client hydrates it as a root) and marked with its name and props.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island({ className, ...props }: P & { className?: string }) {
    useContext(RenderedIslands)?.add(name)
    const html = renderToString(<Component {...(props as P)} />)
    return <div className={className} data-island={name} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />
  }
  Island.displayName = `Island(${name})`
  return Island
}
