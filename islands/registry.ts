// The islands a page may hydrate, each loaded on demand so a page fetches only the ones it shows.
// The server marks each island with its name here; islands/hydrate.ts looks the name up.
export const ISLANDS = {
  TestimonialCarousel: () => import('./TestimonialCarousel'),
} as const

export type IslandName = keyof typeof ISLANDS

/** Source paths of the islands, as the client build manifest names them, for <link rel=modulepreload>. */
export const ISLAND_SOURCES: Record<IslandName, string> = {
  TestimonialCarousel: 'islands/TestimonialCarousel.tsx',
}
