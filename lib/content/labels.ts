/** Fields whose name is a developer's short word: the form says what they hold. */
const NAMED: Record<string, string> = { prev: 'Previous article', next: 'Next article', faq: 'FAQ', src: 'Picture' }

/** A field's name as the web editor's form labels it: 'titleName' -> 'Title name', 'heroImage' -> 'Hero image'. */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return NAMED[name] ?? words.charAt(0).toUpperCase() + words.slice(1)
}
