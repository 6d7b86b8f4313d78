// An entry of a file collection as the repository holds it now, read through Decap's own backend
// (GitHub, the local server or test-repo alike): the company's details and the word list the
// editor's checks judge a save by.
import { tryLoadEntry } from 'decap-cms-core/dist/esm/actions/entries'
import { store } from 'decap-cms-core/dist/esm/redux'

export const plain = (value: unknown): Record<string, unknown> => ((value as { toJS?: () => unknown })?.toJS?.() ?? value ?? {}) as Record<string, unknown>

/** The fields of the file `slug` of the Decap collection `collection`, or undefined when it cannot be read. */
export async function storedEntry(collection: string, slug: string): Promise<Record<string, unknown> | undefined> {
  const state = store.getState()
  try {
    return plain((await tryLoadEntry(state, state.collections.get(collection), slug)).data)
  } catch {
    return undefined
  }
}
