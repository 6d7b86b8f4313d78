// Internals of decap-cms-core the editor reads, typed as far as it uses them: its one Redux store
// (the config and collections), its entry loader (the one getCollection uses in previews) and its Backend.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: {
    getState(): { config: unknown; collections: { get(name: string): unknown; valueSeq(): { toArray(): unknown[] } }; entryDraft: { getIn(path: string[]): unknown } }
    subscribe(listener: () => void): () => void
    dispatch(action: unknown): Promise<unknown>
  }
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function tryLoadEntry(state: unknown, collection: unknown, slug: string): Promise<{ data: unknown; raw: string; path: string }>
  /** The action that reads an entry into the store, as the form shows it. */
  export function loadEntry(collection: unknown, slug: string): unknown
}
declare module 'decap-cms-core/dist/esm/backend' {
  /** Decap's one Backend for a config: listAllEntries reads a whole collection through the backend in use. */
  export function currentBackend(config: unknown): { listAllEntries(collection: unknown): Promise<{ path: string; raw: string }[]> }
}
declare module 'decap-cms-core/dist/esm/routing/history' {
  /** Opens an entry's form, replacing the address shown. */
  export function navigateToEntry(collectionName: string, slug: string): void
  export function navigateToCollection(collectionName: string): void
  /** The editor's hash history (history 4): one prompt at a time guards leaving a page. */
  export const history: { block(prompt: () => boolean | string | undefined): () => void }
}

// The parts admin/decapApp.ts puts together, which ship no types of their own.
declare module 'decap-cms-widget-*' {
  const widget: { Widget(options?: object): import('decap-cms-core').CmsWidgetParam; controlComponent: import('react').ComponentType<{ getAsset: (path: string) => unknown }> }
  export default widget
}
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown
}
declare module 'decap-cms-backend-test' {
  export const TestBackend: unknown
}
declare module 'decap-cms-editor-component-image' {
  const image: import('decap-cms-core').EditorComponentOptions
  export default image
}
declare module 'decap-cms-locales' {
  export const en: import('decap-cms-core').CmsLocalePhrases
}
declare module 'decap-cms-backend-git-gateway' {
  /** Decap's git-gateway backend: its config and the two hooks admin/emailSignIn.tsx replaces. */
  export class GitGatewayBackend {
    constructor(config: unknown, options?: unknown)
    config: unknown
    getAuthClient(): Promise<{ currentUser(): unknown; logout(): unknown; clearStore(): void }>
    authComponent(): unknown
  }
}
declare module 'decap-cms-ui-default' {
  type Button = import('react').ComponentType<import('react').ButtonHTMLAttributes<HTMLButtonElement>>
  /** Decap's sign-in page: its logo, a message, and the content drawn with its buttons. */
  export function AuthenticationPage(props: {
    logoUrl?: string
    siteUrl?: string
    loginErrorMessage?: import('react').ReactNode
    renderPageContent(parts: { LoginButton: Button; TextButton: Button }): import('react').ReactNode
    t(key: string): string
  }): import('react').ReactElement
}
