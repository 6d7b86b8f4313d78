import { createContext, useContext, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { Hydration } from '../islands/moments'
import type { IslandName } from '../islands/registry'
import type { IslandCode } from '../lib/build/render/preloads'

/**
 * Each island's code, which its HTML names for islands/hydrate.ts to fetch at the island's moment.
 * The renderer provides the build's (lib/build/render/preloads.ts); `vike dev` serves the source.
 */
export const IslandCodeOf = createContext<(name: IslandName) => IslandCode>(() => DEV_CODE)
export const DEV_CODE: IslandCode = { loader: '/islands/load.ts', chunks: [] }

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
 * hydrates at (chosen where it is placed) and where its code is.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>) {
  function Island({ className, hydrate, ...props }: P & { className?: string; hydrate: Hydration }) {
    const code = useContext(IslandCodeOf)(name)
    const html = renderToString(<Component {...(props as P)} />)
    return (
      <div
        className={className}
        data-island={name}
        data-hydrate={formatMoments(hydrate)}
        data-loader={code.loader}
        data-chunks={code.chunks.length ? code.chunks.join(' ') : undefined}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
