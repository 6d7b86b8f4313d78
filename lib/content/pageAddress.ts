// A text as the last part of a page's address: accents dropped, lower case, anything else a hyphen.
// Pure, so the content check (a file name to suggest) and the web editor (a slug from a title) agree.

/** "Café Tips" -> "cafe-tips"; empty when nothing of the text can be an address. */
export function pageAddress(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
