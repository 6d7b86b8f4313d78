// The parts of Decap CMS the web editor is made of, named once: the config generator
// (decapConfig.ts, schemaFields.ts) may only name these, and the editor's script
// (admin/decapApp.ts) registers exactly these, so neither can name a part the other lacks.
// Decap's own bundle (decap-cms-app) registers every backend, widget and language it has: twice
// the script an editor downloads, and the build's largest single task.

/** The backends the config may choose: GitHub in production (signed in with GitHub, or by e-mail through the editor gateway), the local server at the desk, and the browser-held test repository. */
export const DECAP_BACKENDS = ['github', 'git-gateway', 'proxy', 'test-repo'] as const
export type DecapBackend = (typeof DECAP_BACKENDS)[number]

/** The widgets the forms use. 'hidden' is Decap's core's own: a field it keeps without showing it. */
export const DECAP_WIDGETS = ['boolean', 'datetime', 'hidden', 'image', 'list', 'markdown', 'number', 'object', 'relation', 'select', 'string', 'text'] as const
export type DecapWidget = (typeof DECAP_WIDGETS)[number]
