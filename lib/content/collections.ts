// Every collection of content/, declared once, in the shape of Astro's defineCollection({ loader,
// schema }): where its files live, the schema of an entry, which of its lists hold Markdown, whether
// an entry needs a text below its front matter, the order pages list it in, its public pages and old
// addresses, and how the web editor shows it. The loader (load/), the renderer (render/), the checks
// (check/), the figure listing, the editor's config and save path (lib/editor/) and the SQL's form
// types (supabase/formTypes.ts) all read this; adding a collection is one entry here, plus its pages.
import type * as z from 'zod'
import { SERVICE_NAMES } from './counts.ts'
import { careersSchema, contactSchema, factsSchema, faqGroupSchema, postSchema, proseSchema, serviceSchema, siteSchema, testimonialsSchema } from './schema.ts'
import { moreBlogPageRoutes, postRoute, serviceRoute } from '../routes.ts'
import { formType } from '../submissions/payload.ts'

/** How the web editor (Decap CMS) shows a collection. */
export interface EditorOptions {
  label: string
  /**
   * folder: a list of entries, one file each; files: a fixed set of files, each with its own form;
   * group: one form in the named group of single files (the company's facts and testimonials).
   */
  as: 'folder' | 'files' | { group: string; label: string }
  /** May editors add and delete entries (folder collections)? */
  create?: boolean
  /** Where pictures uploaded for this collection go, under public/ (folder collections). */
  media?: string
  /** The text of an entry's row in the list (folder collections). */
  summary?: string
}

interface CollectionBase<S extends z.ZodType> {
  /** The fields of one entry: front matter, or a whole YAML file. */
  schema: S
  editor: EditorOptions
  /** Written by editors, so the content check holds the company's figures in it to content/facts.yaml. */
  figures: boolean
}

/** One YAML file: content/{file}. */
export interface FileCollection<S extends z.ZodType = z.ZodType, L extends string | undefined = string | undefined> extends CollectionBase<S> {
  kind: 'file'
  file: string
  /** The one top-level list that holds the entries (testimonials.yaml's `testimonials`), if the file is a list. */
  list?: L
  /** Tokens are filled in before the file is read; not in the files tokens come from (site.yaml, facts.yaml). */
  tokens: boolean
}

/** Lists of the front matter whose items hold Markdown, each with the field that does: { faq: 'answer' }. */
export type MarkdownLists<T> = { [K in keyof T]?: NonNullable<T[K]> extends readonly (infer Item)[] ? keyof Item & string : never }

/** Where an entry is a page of the site. */
export interface PublicPages<T> {
  /** The page's address, by the entry's id (its file name). */
  route: (id: string) => string
  /** The field that lists the entry's old ids, each a page that redirects to it (README: Old addresses). */
  aliases?: { [K in keyof T]: T[K] extends string[] ? K : never }[keyof T]
  /** The index pages the collection's count makes beyond its fixed routes (/blog/page/2 on). */
  indexRoutes?: (count: number) => string[]
}

/** A folder of Markdown files, one entry per file: content/{folder}/{id}.md. */
export interface FolderCollection<S extends z.ZodType = z.ZodType, M extends MarkdownLists<z.infer<S>> = MarkdownLists<z.infer<S>>, V extends Record<string, z.ZodType> = Record<string, z.ZodType>> extends CollectionBase<S> {
  kind: 'folder'
  folder: string
  /** Files with fields of their own, by id (contact.md and careers.md among the prose pages). */
  variants?: V
  markdown?: M
  /** The Markdown below the front matter: 'required' (an article), 'optional', or 'none' (front matter only, no text shown). */
  body: 'required' | 'optional' | 'none'
  /** What one entry is called in the check's messages ('the article has no text'). */
  entry?: string
  /** Entries in the order pages list them; unsorted, in file-name order. */
  sort?: (entries: (z.infer<S> & { id: string })[]) => (z.infer<S> & { id: string })[]
  pages?: PublicPages<z.infer<S>>
  /**
   * Form types the collection's pages submit, stored in the database's form_type column: the SQL
   * allows exactly these and the forms' own (supabase/formTypes.ts derives them, a test holds the
   * migrations to them).
   */
  formTypes?: string[]
}

export const defineFile = <S extends z.ZodType, const L extends string | undefined = undefined>(collection: Omit<FileCollection<S, L>, 'kind'>) =>
  ({ kind: 'file', ...collection }) as FileCollection<S, L>

export const defineFolder = <S extends z.ZodType, const M extends MarkdownLists<z.infer<S>> = Record<never, never>, const V extends Record<string, z.ZodType> = Record<never, never>>(
  collection: Omit<FolderCollection<S, M, V>, 'kind'>,
) => ({ kind: 'folder', ...collection }) as FolderCollection<S, M, V>

/** Articles of the same date keep their order in their prev/next chain; newest first otherwise. */
function newestFirst<T extends { slug: string; date: string; prev: string | null; next: string | null }>(posts: T[]): T[] {
  const bySlug = new Map(posts.map((post) => [post.slug, post]))
  const position = new Map<string, number>()
  for (const start of posts.filter((post) => !post.prev)) {
    let index = 0
    for (let post: T | undefined = start; post && !position.has(post.slug); post = post.next ? bySlug.get(post.next) : undefined) position.set(post.slug, index++)
  }
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || (position.get(a.slug) ?? 0) - (position.get(b.slug) ?? 0))
}

const byOrder = <T extends { order: number }>(entries: T[]) => [...entries].sort((a, b) => a.order - b.order)

/** The single files of the company's details, grouped in one menu of the editor. */
const SETTINGS = { group: 'settings', label: 'Company facts and testimonials' }

/** In the editor's order: its menu lists the collections as they stand here. */
export const collections = {
  posts: defineFolder({
    folder: 'blog',
    schema: postSchema,
    body: 'required',
    entry: 'article',
    sort: newestFirst,
    pages: { route: postRoute, aliases: 'aliases', indexRoutes: moreBlogPageRoutes },
    figures: true,
    editor: { label: 'Articles', as: 'folder', create: true, media: 'images/blog', summary: '{{fields.date}}: {{fields.title}}' },
  }),
  services: defineFolder({
    folder: 'services',
    schema: serviceSchema,
    markdown: { faq: 'answer' },
    body: 'optional',
    entry: 'service page',
    sort: byOrder,
    pages: { route: serviceRoute, aliases: 'aliases' },
    // Each service page's quote form (docs/decisions.md, Service pages).
    formTypes: SERVICE_NAMES.map((serviceName) => formType({ form: 'service_quote', serviceName })),
    figures: true,
    editor: { label: 'Service pages', as: 'folder', create: false, media: 'images/services', summary: '{{fields.order}}. {{fields.name}}' },
  }),
  faqGroups: defineFolder({
    folder: 'faq',
    schema: faqGroupSchema,
    markdown: { items: 'answer' },
    body: 'none',
    entry: 'FAQ group',
    sort: byOrder,
    figures: true,
    editor: { label: 'FAQ groups', as: 'folder', create: false, media: 'images', summary: '{{fields.order}}. {{fields.title}}' },
  }),
  pages: defineFolder({
    folder: 'pages',
    schema: proseSchema,
    variants: { contact: contactSchema, careers: careersSchema },
    body: 'optional',
    figures: true,
    editor: { label: 'Pages', as: 'files' },
  }),
  site: defineFile({ file: 'site.yaml', schema: siteSchema, tokens: false, figures: false, editor: { label: 'Site', as: SETTINGS } }),
  facts: defineFile({ file: 'facts.yaml', schema: factsSchema, tokens: false, figures: false, editor: { label: 'Facts', as: SETTINGS } }),
  testimonials: defineFile({ file: 'testimonials.yaml', schema: testimonialsSchema, list: 'testimonials', tokens: true, figures: true, editor: { label: 'Testimonials', as: SETTINGS } }),
}

export type Collections = typeof collections
export type CollectionName = keyof Collections
export type FolderName = { [N in CollectionName]: Collections[N] extends FolderCollection ? N : never }[CollectionName]
export type FileName = Exclude<CollectionName, FolderName>

export const collectionNames = Object.keys(collections) as CollectionName[]
export const folderNames = collectionNames.filter((name): name is FolderName => collections[name].kind === 'folder')
export const fileNames = collectionNames.filter((name): name is FileName => collections[name].kind === 'file')

/** The schema of one folder entry: its variant's, or the collection's. */
export function schemaOf(collection: FolderCollection, id: string): z.ZodType {
  return collection.variants?.[id] ?? collection.schema
}
