// The islands a page may hydrate, each loaded on demand so a page fetches only the ones it shows.
// The server marks each island with its name here; islands/load.ts looks the name up.
export const ISLANDS = {
  TestimonialCarousel: () => import('./TestimonialCarousel'),
  HeroQuoteForm: () => import('./HeroQuoteForm'),
  ContactForm: () => import('./ContactForm'),
  ServiceQuoteForm: () => import('./ServiceQuoteForm'),
  CareersForm: () => import('./CareersForm'),
} as const

export type IslandName = keyof typeof ISLANDS
