import { createContext, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Hydration } from '../islands/moments'
import type { IslandName } from '../islands/registry'

/**
 * The chunks an island's code needs (its own, React's and react-dom's), which its HTML names so
 * that islands/hydrate.ts can fetch them together at the island's moment. The build's list
 * (lib/build/preloads.ts) is provided by the renderer; without one (`vike dev`) there are none.
 */
export const IslandChunks = createContext<(name: IslandName) => string[]>(() => [])

/** The data-hydrate attribute islands/moments.ts parses: "interaction idle:10000". */
function formatMoments(hydration: Hydration): string {
  return hydration
    .map((moment) => {
      const number = moment.on === 'idle' ? moment.afterMs : moment.on === 'visible' ? moment.marginPx : undefined
      return number === undefined ? moment.on : `${moment.on}:${number}`
    })
    .join(' ')
}

/**
 * Wraps an interactive component for the server: its HTML is rendered on its own (so React's ids
 * match when the client hydrates it as a root) and marked with its name, props, the moments it
 * hydrates at (chosen where it is placed) and its chunks.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island({ className, hydrate, ...props }: P & { className?: string; hydrate: Hydration }) {
    const chunks = useContext(IslandChunks)(name)
    const html = renderToString(<Component {...(props as P)} />)
    return (
      <div
        className={className}
        data-island={name}
        data-hydrate={formatMoments(hydrate)}
        data-chunks={chunks.length ? chunks.join(' ') : undefined}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
