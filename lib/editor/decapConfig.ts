// The web editor's configuration (Decap CMS config.yml), generated from the collections
// (lib/content/collections.ts): one Decap collection per folder collection, the prose pages as a
// collection of files, the single files grouped, each form walked from the collection's schema.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import type * as z from 'zod'
import { collectionNames, collections, schemaOf, type EditorOptions, type FolderCollection } from '../content/collections.ts'
import { entryPage } from '../content/entryPage.ts'
import { CONTENT_DIR, env, projectPaths, type Env } from '../settings.ts'
import { staticRoutes } from '../staticRoutes.ts'
import type { DecapBackend } from './decapParts.ts'
import { FORMATS } from './formatNames.ts'
import { labelFor } from '../content/labels.ts'
import { fieldsOf, MARKDOWN, type DecapField } from './schemaFields.ts'
import { wordListCollection } from './wordListEntry.ts'

export interface BackendOptions {
  /** 'owner/name' on GitHub; without it the config is for the local backend only. */
  repo?: string
  branch?: string
  /** The OAuth proxy that hands Decap a GitHub token (docs/hosting.md). */
  authBaseUrl?: string
  /**
   * Sign-in by e-mail: Decap's git-gateway backend, through the editor gateway (its /github/ URL),
   * with Supabase Auth (its URL and anon key) as the identity service (docs/editor-login.md).
   */
  gateway?: { url: string; identityUrl: string; identityKey: string }
  /** Port of the local editing server. */
  localPort?: number
  /**
   * Decap's in-memory test-repo backend: the production code path with no server, for browser
   * tests only (they hand this config to the built editor; no build writes it).
   */
  testRepo?: boolean
}

/**
 * The commit status whose address is a pull request's deploy preview: the one Netlify's own previews
 * post, and the one .github/workflows/ci.yml posts. Decap's GitHub backend reads it for an entry's
 * "View preview" link (named, so that no other check with "deploy" in its name is taken for it).
 */
export const DEPLOY_PREVIEW_CONTEXT = 'deploy/netlify'

const body: DecapField = { name: 'body', label: 'Body', ...MARKDOWN, hint: 'The text of the page. A company detail in double curly brackets, such as {{brand}}, shows as its value on the page.' }

/** Markdown files whose front matter is checked by this schema, with their body. */
const markdownFields = (schema: z.ZodType, withBody: boolean) => [...fieldsOf(schema), ...(withBody ? [body] : [])]

const previewPath = (route: string | undefined) => (route ? { preview_path: route } : {})

/** A folder collection as Decap's list of entries, one file each; Decap names it by its folder. */
function folderCollection(collection: FolderCollection, editor: EditorOptions, routes: Set<string>) {
  return {
    name: collection.folder,
    label: editor.label,
    folder: `${CONTENT_DIR}/${collection.folder}`,
    extension: 'md',
    format: FORMATS.markdown,
    create: editor.create,
    delete: editor.create,
    // The file name is the slug field (the check refuses any other), or the existing name.
    slug: '{{fields.slug}}',
    // "View Live" (and a deploy preview's link) opens the entry's page: its route, from collections.ts.
    // Entries without pages of their own show on the page named like their folder (FAQ groups on /faq).
    ...previewPath(entryPage(collection, '{{slug}}', routes)),
    identifier_field: 'title' in fieldsByName(collection.schema) ? 'title' : 'name',
    summary: editor.summary,
    media_folder: `/public/${editor.media}`,
    public_folder: `/${editor.media}`,
    fields: markdownFields(collection.schema, collection.body !== 'none'),
  }
}

/** A folder collection as Decap's set of files, each with its own form (the prose pages). */
function filesCollection(root: string, collection: FolderCollection, editor: EditorOptions, routes: Set<string>) {
  const files = fs
    .readdirSync(path.join(projectPaths(root).content, collection.folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const id = name.replace(/\.md$/, '')
      // A prose page is the route of its name (pages/about/ for about.md), where pages/ has one.
      return { name: id, label: labelFor(id), file: `${CONTENT_DIR}/${collection.folder}/${name}`, ...previewPath(entryPage(collection, id, routes)), fields: markdownFields(schemaOf(collection, id), collection.body !== 'none') }
    })
  return { name: collection.folder, label: editor.label, format: FORMATS.markdown, files }
}

/** The whole config.yml object. */
export function decapConfig(root: string, backend: BackendOptions = {}): Record<string, unknown> {
  const localUrl = `http://localhost:${backend.localPort ?? env.EDITOR_PORT}/api/v1`
  const routes = new Set(staticRoutes(root))
  // In the collections' order; single files join their group where its first file stands.
  const entries: Record<string, unknown>[] = []
  const groups = new Map<string, { name: string; label: string; format: string; files: Record<string, unknown>[] }>()
  for (const name of collectionNames) {
    const collection = collections[name]
    const { editor } = collection
    if (collection.kind === 'folder') {
      entries.push(editor.as === 'files' ? filesCollection(root, collection, editor, routes) : folderCollection(collection, editor, routes))
      continue
    }
    if (typeof editor.as !== 'object') throw new Error(`lib/content/collections.ts: the file collection ${name} must name its editor group`)
    let group = groups.get(editor.as.group)
    if (!group) {
      group = { name: editor.as.group, label: editor.as.label, format: FORMATS.yaml, files: [] }
      groups.set(editor.as.group, group)
      entries.push(group)
    }
    group.files.push({ name: collection.file.replace(/\.yaml$/, ''), label: editor.label, file: `${CONTENT_DIR}/${collection.file}`, fields: fieldsOf(collection.schema) })
  }
  // The spelling rule's own words, which a refused save may ask the editor to add to.
  entries.push(wordListCollection())
  const branch = backend.branch ?? 'main'
  const { gateway } = backend
  const chosen: { name: DecapBackend } & Record<string, string> = backend.testRepo
    ? { name: 'test-repo' }
    : gateway
      ? { name: 'git-gateway', gateway_url: gateway.url, identity_url: gateway.identityUrl, identity_key: gateway.identityKey, branch, preview_context: DEPLOY_PREVIEW_CONTEXT }
      : backend.repo
        ? { name: 'github', repo: backend.repo, branch, preview_context: DEPLOY_PREVIEW_CONTEXT, ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}) }
        : { name: 'proxy', proxy_url: localUrl, branch: 'main' }
  return {
    backend: chosen,
    // On localhost Decap talks to scripts/editor/server.ts, which saves into the working tree.
    ...(backend.testRepo ? {} : { local_backend: { url: localUrl } }),
    // In production each draft is a branch and a pull request, published by merging it.
    ...(backend.repo || gateway ? { publish_mode: 'editorial_workflow' } : {}),
    // Pictures go where the image pipeline (lib/images/responsiveImages.ts) finds them.
    media_folder: 'public/images',
    public_folder: '/images',
    site_url: '/',
    logo_url: '/favicon.svg',
    collections: entries,
  }
}

const fieldsByName = (schema: z.ZodType) => Object.fromEntries(fieldsOf(schema).map((field) => [field.name, field]))

/** config.yml as written for /admin/. */
export function decapConfigYaml(root: string, backend: BackendOptions = {}): string {
  return `# Generated by lib/editor/decapConfig.ts from lib/content/schema.ts: edit the schema, not this file.\n${stringify(decapConfig(root, backend), { lineWidth: 0, aliasDuplicateObjects: false })}`
}

/** Production settings from the environment (docs/hosting.md, docs/editor-login.md). */
export function backendFromEnv(settings: Env = env): BackendOptions {
  const { DECAP_SIGN_IN, PUBLIC_ENV__SUPABASE_URL: supabase, PUBLIC_ENV__SUPABASE_ANON_KEY: key, DECAP_GITHUB_BRANCH: branch } = settings
  if (DECAP_SIGN_IN === 'github') return { repo: settings.DECAP_GITHUB_REPO, branch, authBaseUrl: settings.DECAP_AUTH_URL }
  if (!supabase || !key) throw new Error('DECAP_SIGN_IN=email needs PUBLIC_ENV__SUPABASE_URL and PUBLIC_ENV__SUPABASE_ANON_KEY: the Supabase project that signs editors in and runs the editor gateway (docs/editor-login.md)')
  const origin = supabase.replace(/\/+$/, '')
  return { branch, gateway: { url: `${origin}/functions/v1/editor-gateway/github`, identityUrl: `${origin}/auth/v1`, identityKey: key } }
}

/**
 * The files and folders an editor's save may touch, read from the config: every collection's folder
 * or files and every media folder, none listed twice or inside another. The editor gateway allows
 * these alone (supabase/functions/editor-gateway/paths.json, written by npm run gateway:paths).
 */
export function editablePaths(config: Record<string, unknown>): string[] {
  const trim = (folder: unknown) => String(folder).replace(/^\/+|\/+$/g, '')
  const collections = config.collections as { folder?: string; media_folder?: string; files?: { file: string }[] }[]
  const all = [config.media_folder, ...collections.flatMap((entry) => [entry.folder, entry.media_folder, ...(entry.files ?? []).map((file) => file.file)])].filter(Boolean).map(trim)
  return [...new Set(all)].filter((file) => !all.some((root) => file.startsWith(`${root}/`))).sort()
}
