// Template text that joins words ("Talk to an event & function specialist", "An office cleaning
// specialist will call you") takes its article from here, never from a hard-coded "a".
// The indefinite package knows the words whose sound differs from their spelling (an hour, a user).
import indefinite from 'indefinite'

/** The phrase after "a" or "an": "an event & function specialist"; `capitalise` opens a sentence. */
export function withArticle(phrase: string, { capitalise = false }: { capitalise?: boolean } = {}): string {
  return indefinite(phrase, { capitalize: capitalise })
}
