// The web editor's configuration (Decap CMS config.yml), generated from the content schemas: one
// collection per content folder or file the loader reads, its fields walked from the schema.
import fs from 'node:fs'
import path from 'node:path'
import { stringify } from 'yaml'
import type { z } from 'zod'
import { CONTENT_DIR, PAGE_SCHEMAS } from '../content/loadContent.ts'
import { factsSchema, faqGroupSchema, postSchema, proseSchema, serviceSchema, siteSchema, testimonialsSchema } from '../content/schema.ts'
import { fieldsOf, labelFor, MARKDOWN, type DecapField } from './schemaFields.ts'

/** Where the local editing server (scripts/editor/server.ts) listens: Decap's 8081, or EDITOR_PORT. */
export const editorPort = (env: NodeJS.ProcessEnv = process.env) => Number(env.EDITOR_PORT || 8081)

/**
 * The YAML files of content/ and their schemas. lib/editor/decapConfig.test.ts fails when a YAML
 * file in content/ is missing here, so a new one cannot go without a form.
 */
export const YAML_FILES: Record<string, z.ZodType> = {
  'site.yaml': siteSchema,
  'facts.yaml': factsSchema,
  'testimonials.yaml': testimonialsSchema,
}

/** Folders of Markdown files, one entry per file, and the schema of their front matter. */
export const FOLDERS = {
  blog: { label: 'Articles', schema: postSchema, create: true, media: 'images/blog', summary: '{{fields.date}}: {{fields.title}}' },
  services: { label: 'Service pages', schema: serviceSchema, create: false, media: 'images/services', summary: '{{fields.order}}. {{fields.name}}' },
  faq: { label: 'FAQ groups', schema: faqGroupSchema, create: false, media: 'images', summary: '{{fields.order}}. {{fields.title}}' },
} as const

export interface BackendOptions {
  /** 'owner/name' on GitHub; without it the config is for the local backend only. */
  repo?: string
  branch?: string
  /** The OAuth proxy that hands Decap a GitHub token (see README: Web editor). */
  authBaseUrl?: string
  /** Port of the local editing server. */
  localPort?: number
}

const body: DecapField = { name: 'body', label: 'Body', ...MARKDOWN, hint: 'The text of the page, in Markdown. Tokens such as {{brand}} are filled in from site.yaml.' }

/** Markdown files whose front matter is checked by this schema, with their body. */
const markdownFields = (schema: z.ZodType, withBody: boolean) => [...fieldsOf(schema), ...(withBody ? [body] : [])]

/** The whole config.yml object. */
export function decapConfig(root: string, backend: BackendOptions = {}): Record<string, unknown> {
  const localUrl = `http://localhost:${backend.localPort ?? editorPort()}/api/v1`
  const contentDir = path.join(root, CONTENT_DIR)
  const pages = fs
    .readdirSync(path.join(contentDir, 'pages'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const page = name.replace(/\.md$/, '')
      return { name: page, label: labelFor(page), file: `${CONTENT_DIR}/pages/${name}`, fields: markdownFields(PAGE_SCHEMAS[page] ?? proseSchema, true) }
    })
  const settings = Object.entries(YAML_FILES).map(([file, schema]) => ({
    name: file.replace(/\.yaml$/, ''),
    label: labelFor(file.replace(/\.yaml$/, '')),
    file: `${CONTENT_DIR}/${file}`,
    fields: fieldsOf(schema),
  }))
  const folders = Object.entries(FOLDERS).map(([name, folder]) => ({
    name,
    label: folder.label,
    folder: `${CONTENT_DIR}/${name}`,
    extension: 'md',
    format: 'frontmatter',
    create: folder.create,
    delete: folder.create,
    // The file name is the slug field (the check refuses any other), or the existing name.
    slug: '{{fields.slug}}',
    identifier_field: 'title' in fieldsByName(folder.schema) ? 'title' : 'name',
    summary: folder.summary,
    media_folder: `/public/${folder.media}`,
    public_folder: `/${folder.media}`,
    fields: markdownFields(folder.schema, name !== 'faq'),
  }))
  return {
    backend: backend.repo
      ? { name: 'github', repo: backend.repo, branch: backend.branch ?? 'main', ...(backend.authBaseUrl ? { base_url: backend.authBaseUrl } : {}) }
      : { name: 'proxy', proxy_url: localUrl, branch: 'main' },
    // On localhost Decap talks to scripts/editor/server.ts, which saves into the working tree.
    local_backend: { url: localUrl },
    // In production each draft is a branch and a pull request, published by merging it.
    ...(backend.repo ? { publish_mode: 'editorial_workflow' } : {}),
    // Pictures go where the image pipeline (lib/images/responsiveImages.ts) finds them.
    media_folder: 'public/images',
    public_folder: '/images',
    site_url: '/',
    logo_url: '/favicon.svg',
    collections: [
      ...folders,
      { name: 'pages', label: 'Pages', files: pages },
      { name: 'settings', label: 'Company facts and testimonials', files: settings },
    ],
  }
}

const fieldsByName = (schema: z.ZodType) => Object.fromEntries(fieldsOf(schema).map((field) => [field.name, field]))

/** config.yml as written for /admin/. */
export function decapConfigYaml(root: string, backend: BackendOptions = {}): string {
  return `# Generated by lib/editor/decapConfig.ts from lib/content/schema.ts: edit the schema, not this file.\n${stringify(decapConfig(root, backend), { lineWidth: 0, aliasDuplicateObjects: false })}`
}

/** Production settings from the environment (README: Web editor). */
export function backendFromEnv(env: NodeJS.ProcessEnv = process.env): BackendOptions {
  return { repo: env.DECAP_GITHUB_REPO || undefined, branch: env.DECAP_GITHUB_BRANCH || undefined, authBaseUrl: env.DECAP_AUTH_URL || undefined }
}
