// Two internals of decap-cms-core the editor reads, typed as far as it uses them: its one Redux
// store (the config and collections) and its entry loader (the one getCollection uses in previews).
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: { getState(): { config: unknown; collections: { get(name: string): unknown } } }
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function tryLoadEntry(state: unknown, collection: unknown, slug: string): Promise<{ data: unknown; raw: string; path: string }>
}
