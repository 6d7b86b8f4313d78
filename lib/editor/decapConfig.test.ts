import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { COUNTS } from '../content/counts.ts'
import { collections, fileNames, folderNames, schemaOf, type FolderCollection } from '../content/collections.ts'
import { BLOG_CATEGORIES, ICON_NAMES, postSchema, serviceSchema } from '../content/schema.ts'
import { MAX_PICTURE_BYTES } from '../images/uploadLimit.ts'
import { WORD_LIST } from '../content/check/wordList.ts'
import { parseEnv } from '../settings.ts'
import { backendFromEnv, decapConfig } from './decapConfig.ts'
import { DECAP_BACKENDS, DECAP_WIDGETS } from './decapParts.ts'
import { FORMATS } from './formatNames.ts'
import { WORD_LIST_EDITOR } from './wordListEntry.ts'
import { fieldsOf, type DecapField } from './schemaFields.ts'

const root = process.cwd()
const config = decapConfig(root) as { collections: { name: string; fields?: DecapField[]; files?: { name: string; file: string; fields: DecapField[] }[] }[] }
const collection = (name: string) => config.collections.find((entry) => entry.name === name)!

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def

/** Every field path of a schema, read from zod directly (not through the generator under test). */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  const def = defOf(schema)
  if (['optional', 'nullable', 'default'].includes(def.type)) return schemaPaths(def.innerType, prefix)
  if (def.type === 'pipe') return schemaPaths(def.out, prefix)
  if (def.type === 'array') return schemaPaths(def.element, `${prefix}[]`)
  if (def.type === 'union') {
    return (def.options as unknown[]).flatMap((option) => {
      const shape = defOf(option).shape as Record<string, unknown>
      const kind = String((defOf(shape[def.discriminator as string]).values as unknown[])[0])
      return Object.entries(shape)
        .filter(([key]) => key !== def.discriminator)
        .flatMap(([key, field]) => [`${prefix}<${kind}>.${key}`, ...schemaPaths(field, `${prefix}<${kind}>.${key}`)])
    })
  }
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, field]) => [`${prefix}.${key}`, ...schemaPaths(field, `${prefix}.${key}`)])
  }
  return []
}

/** Every field path of a form, in the same notation. */
function formPaths(fields: DecapField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const own = `${prefix}.${field.name}`
    const inner = field.widget === 'list' ? `${own}[]` : own
    return [
      own,
      ...(field.fields ? formPaths(field.fields, inner) : []),
      ...(field.field?.fields ? formPaths(field.field.fields, `${own}[]`) : []),
      ...(field.types ?? []).flatMap((type) => formPaths(type.fields ?? [], `${own}[]<${type.name}>`)),
    ]
  })
}

const withoutBody = (fields: DecapField[]) => fields.filter((field) => field.name !== 'body')

/** The collections the editor lists as folders of entries, by their folder (Decap's name for them). */
const FOLDERS = Object.fromEntries(folderNames.filter((name) => collections[name].editor.as === 'folder').map((name) => [collections[name].folder, collections[name]]))
/** The single YAML files of content/, by file name. */
const YAML_FILES = Object.fromEntries(fileNames.map((name) => [collections[name].file, collections[name].schema]))

describe('editor config generated from the schemas', () => {
  it('names only the widgets and backends the editor script registers (admin/decapApp.ts), and uses every widget it registers', () => {
    const used = new Set<string>()
    const walk = (fields: DecapField[] | undefined) =>
      fields?.forEach((field) => {
        used.add(field.widget)
        walk(field.fields)
        walk(field.types)
        walk(field.field && [field.field])
      })
    for (const entry of config.collections) {
      walk(entry.fields)
      entry.files?.forEach((file) => walk(file.fields))
    }
    // Decap's bundle registers every widget it has; this script carries only these.
    expect([...used].sort()).toEqual([...DECAP_WIDGETS])
    for (const backend of [{ testRepo: true }, { repo: 'sparkwell/site' }, {}]) {
      expect(DECAP_BACKENDS).toContain((decapConfig(root, backend) as { backend: { name: string } }).backend.name)
    }
  })

  it('has a form field for every schema field of every collection, and none more', () => {
    for (const [name, folder] of Object.entries(FOLDERS)) {
      expect(formPaths(withoutBody(collection(name).fields!)), name).toEqual(schemaPaths(folder.schema))
    }
    for (const file of collection('pages').files!) {
      expect(formPaths(withoutBody(file.fields)), file.file).toEqual(schemaPaths(schemaOf(collections.pages as FolderCollection, file.name)))
    }
    for (const file of collection('settings').files!) {
      expect(formPaths(file.fields), file.file).toEqual(schemaPaths(YAML_FILES[path.basename(file.file)]))
    }
  })

  it('fails on a schema field the form lacks, and on a form field the schema lacks', () => {
    const extended = postSchema.extend({ subtitle: z.string().describe('A line under the title.') })
    expect(formPaths(fieldsOf(extended))).not.toEqual(schemaPaths(postSchema))
    expect(formPaths(fieldsOf(extended))).toEqual(schemaPaths(extended))
    expect(fieldsOf(extended).at(-1)).toEqual({ name: 'subtitle', label: 'Subtitle', widget: 'string', hint: 'A line under the title.' })
  })

  it('covers every YAML file and every page of content/', () => {
    const yamlFiles = fs.readdirSync(path.join(root, 'content')).filter((name) => name.endsWith('.yaml'))
    expect(Object.keys(YAML_FILES).sort()).toEqual(yamlFiles.sort())
    const pages = fs.readdirSync(path.join(root, 'content/pages')).filter((name) => name.endsWith('.md'))
    expect(collection('pages').files!.map((file) => path.basename(file.file)).sort()).toEqual(pages.sort())
  })

  it('lets an editor change the spelling rule\'s word list, content/words.txt, as one text in its own format', () => {
    const words = config.collections.find((entry) => entry.name === WORD_LIST_EDITOR.collection) as unknown as { label: string; format: string; files: { file: string; fields: DecapField[] }[] }
    expect(words).toMatchObject({ label: 'Word list', format: FORMATS.words, editor: { preview: false } })
    expect(words.files).toEqual([expect.objectContaining({ file: WORD_LIST, fields: [expect.objectContaining({ name: WORD_LIST_EDITOR.field, widget: 'text' })] })])
    expect(fs.existsSync(path.join(root, WORD_LIST))).toBe(true)
  })

  it('picks widgets and limits from the schema', () => {
    const services = Object.fromEntries(collection('services').fields!.map((field) => [field.name, field]))
    expect(services.checklist).toMatchObject({ widget: 'list', min: COUNTS.serviceChecklistItems, max: COUNTS.serviceChecklistItems, field: { widget: 'string' } })
    expect(services.faq).toMatchObject({ widget: 'list', min: COUNTS.serviceFaqItems, max: COUNTS.serviceFaqItems, summary: '{{fields.question}}' })
    expect(services.faq!.fields!.find((field) => field.name === 'answer')).toMatchObject({ widget: 'markdown' })
    expect(services.benefits!.fields!.find((field) => field.name === 'icon')).toMatchObject({ widget: 'select', options: [...ICON_NAMES] })
    expect(services.sections).toMatchObject({ widget: 'list', typeKey: 'kind' })
    const blog = Object.fromEntries(collection('blog').fields!.map((field) => [field.name, field]))
    expect(blog.category).toMatchObject({ widget: 'select', options: [...BLOG_CATEGORIES] })
    expect(blog.date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    expect(services.sections!.types!.map((type) => type.name)).toEqual(['list', 'cards', 'panel'])
    expect(services.order).toMatchObject({ widget: 'number', value_type: 'int', min: 1 })
    expect(services.image!.fields![0]).toMatchObject({ name: 'src', widget: 'image' })
    // Every upload, from a picture field or a picture in Markdown, is held to the limit.
    const uploads = { media_library: { config: { max_file_size: MAX_PICTURE_BYTES } } }
    expect(services.image!.fields![0]).toMatchObject(uploads)
    expect(services.faq!.fields!.find((field) => field.name === 'answer')).toMatchObject(uploads)
    expect(collection('blog').fields!.find((field) => field.name === 'body')).toMatchObject(uploads)

    const posts = Object.fromEntries(collection('blog').fields!.map((field) => [field.name, field]))
    expect(posts.date).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    expect(posts.prev).toMatchObject({ widget: 'relation', collection: 'blog', value_field: 'slug', required: false })
    expect(posts.slug!.pattern).toEqual(['^[a-z0-9]+(-[a-z0-9]+)*$', 'must be lower-case words joined by hyphens'])
    expect(posts.description!.pattern![1]).toBe('must be at most 170 characters')
    expect(posts.navTitle!.hint).toBe(postSchema.shape.navTitle.description)
    expect(collection('blog')).toMatchObject({ slug: '{{fields.slug}}', folder: 'content/blog', media_folder: '/public/images/blog', create: true })

    const site = collection('settings').files!.find((file) => file.name === 'site')!.fields
    const days = site.find((field) => field.name === 'hours')!.fields!.find((field) => field.name === 'openingHours')!.fields![0]
    expect(days).toMatchObject({ widget: 'select', multiple: true, min: 1 })
    expect(serviceSchema.shape.order.description).toBe(collection('services').fields!.find((field) => field.name === 'order')!.hint)
  })

  it('uses the GitHub backend with pull requests when a repository is given', () => {
    expect(decapConfig(root, { repo: 'sparkwell/site', authBaseUrl: 'https://auth.sparkwell.example' })).toMatchObject({
      backend: { name: 'github', repo: 'sparkwell/site', branch: 'main', base_url: 'https://auth.sparkwell.example', preview_context: 'deploy/netlify' },
      publish_mode: 'editorial_workflow',
    })
  })

  it('signs editors in as DECAP_SIGN_IN says: with GitHub, or by e-mail through the editor gateway of the Supabase project', () => {
    const supabase = { PUBLIC_ENV__SUPABASE_URL: 'https://abc.supabase.co', PUBLIC_ENV__SUPABASE_ANON_KEY: 'anon' }
    expect(decapConfig(root, backendFromEnv(parseEnv({ ...supabase, DECAP_GITHUB_REPO: 'sparkwell/site' })))).toMatchObject({ backend: { name: 'github', repo: 'sparkwell/site' } })
    expect(decapConfig(root, backendFromEnv(parseEnv({ ...supabase, DECAP_SIGN_IN: 'email' })))).toMatchObject({
      backend: { name: 'git-gateway', gateway_url: 'https://abc.supabase.co/functions/v1/editor-gateway/github', identity_url: 'https://abc.supabase.co/auth/v1', identity_key: 'anon', branch: 'main' },
      publish_mode: 'editorial_workflow',
    })
    expect(() => backendFromEnv(parseEnv({ DECAP_SIGN_IN: 'email' }))).toThrow('DECAP_SIGN_IN=email needs PUBLIC_ENV__SUPABASE_URL and PUBLIC_ENV__SUPABASE_ANON_KEY')
    expect(() => parseEnv({ DECAP_SIGN_IN: 'password' })).toThrow('DECAP_SIGN_IN: must be github or email')
  })

  it("links every entry with a page of its own to that page (Decap's preview_path), from the collections' routes", () => {
    const withPreview = config as unknown as { collections: { name: string; preview_path?: string; files?: { name: string; preview_path?: string }[] }[] }
    for (const name of folderNames) {
      const pages = (collections[name] as FolderCollection).pages
      const decap = withPreview.collections.find((entry) => entry.name === (collections[name] as FolderCollection).folder)!
      if (pages && !decap.files) expect(decap.preview_path, name).toBe(pages.route('{{slug}}'))
    }
    expect(withPreview.collections.find((entry) => entry.name === 'blog')!.preview_path).toBe('/blog/{{slug}}')
    expect(withPreview.collections.find((entry) => entry.name === 'faq')!.preview_path).toBe('/faq')
    const prose = withPreview.collections.find((entry) => entry.name === 'pages')!.files!
    expect(prose.map((file) => file.preview_path)).toEqual(prose.map((file) => `/${file.name}`))
  })
})
