/** Search results show about 70 characters of a title: past that, the brand is left off. */
export const TITLE_MAX = 70

/** A page's <title>: its own title, then the brand when both fit. */
export function pageTitle(title: string, brand: string): string {
  const withBrand = `${title} | ${brand}`
  return withBrand.length <= TITLE_MAX ? withBrand : title
}
