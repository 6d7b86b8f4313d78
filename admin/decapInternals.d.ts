// Internals of decap-cms-core the editor still reads (admin/storedEntry.ts), typed as far as it uses
// them: its one Redux store (the collections) and the entry loader getCollection uses in previews.
declare module 'decap-cms-core/dist/esm/redux' {
  export const store: { getState(): { collections: { get(name: string): unknown } } }
}
declare module 'decap-cms-core/dist/esm/actions/entries' {
  export function tryLoadEntry(state: unknown, collection: unknown, slug: string): Promise<{ data: unknown; raw: string; path: string }>
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
