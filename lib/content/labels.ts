/** A field's name as the web editor's form labels it: 'titleName' -> 'Title name', 'heroImage' -> 'Hero image'. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
