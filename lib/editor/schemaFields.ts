// Turns a zod schema of lib/content/schema.ts into the web editor's (Decap CMS) form fields, by
// walking the schema rather than listing fields: a field added to the schema gets a form field
// with its hint, widget and limits at once, and a removed one disappears from the form.
import type * as z from 'zod'
import { labelFor } from '../content/labels.ts'
import { MAX_PICTURE_BYTES } from '../images/uploadLimit.ts'
import type { DecapWidget } from './decapParts.ts'

/** One field of a Decap collection, as config.yml spells it. */
export interface DecapField {
  name: string
  label: string
  /** Only a widget the editor's script registers (decapParts.ts). */
  widget: DecapWidget
  hint?: string
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  min?: number
  max?: number
  value_type?: 'int' | 'float'
  options?: (string | number)[]
  multiple?: boolean
  field?: DecapField
  fields?: DecapField[]
  types?: DecapField[]
  typeKey?: string
  summary?: string
  collapsed?: boolean
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  options_length?: number
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  modes?: readonly string[]
  media_folder?: string
  public_folder?: string
  choose_url?: boolean
  media_library?: typeof MEDIA_LIBRARY
  /** A picture's space on the page, as a CSS aspect-ratio: admin/photoFocus.tsx draws it. */
  frame?: string
}

/**
 * Uploads from a form's picture field or a Markdown picture: Decap refuses a file above the limit
 * before sending it (lib/images/uploadLimit.ts says why 10 MB; admin/main.tsx words the message).
 */
const MEDIA_LIBRARY = { config: { max_file_size: MAX_PICTURE_BYTES } }

/** Markdown, with both of Decap's views; admin/main.tsx opens the Markdown one first. */
export const MARKDOWN = { widget: 'markdown', modes: ['raw', 'rich_text'], media_library: MEDIA_LIBRARY } as const satisfies Partial<DecapField>

/** What schema.ts may add with .meta(): a widget of its own, or the collection a slug points into. */
interface EditorMeta {
  description?: string
  editor?: 'image' | 'markdown' | 'text' | 'date' | 'hidden'
  references?: string
  frame?: string
  /** Filled in on save when left empty (lib/editor/filledFields.ts), so the form does not require it. */
  filledFrom?: string
}

type Schema = z.ZodType
type Def = { type: string; [key: string]: unknown }
type Check = { check: string; [key: string]: unknown }

const defOf = (schema: Schema) => (schema as unknown as { _zod: { def: Def } })._zod.def
const checksOf = (schema: Schema) => ((defOf(schema).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def)
export const metaOf = (schema: Schema): EditorMeta => (schema as unknown as { meta: () => EditorMeta | undefined }).meta() ?? {}


/** The message zod gives when a check fails, for the widget to show the same words. */
function checkMessage(check: Check): string | undefined {
  const error = check.error as ((issue: unknown) => unknown) | undefined
  const message = error?.({})
  return typeof message === 'string' ? message : (message as { message?: string } | undefined)?.message
}

interface Unwrapped {
  schema: Schema
  required: boolean
  default?: unknown
  meta: EditorMeta
}

/** Peels optional, nullable, default and preprocess off a field, keeping what each says. */
function unwrap(schema: Schema): Unwrapped {
  let meta: EditorMeta = metaOf(schema)
  let required = true
  let fallback: unknown
  for (;;) {
    const def = defOf(schema)
    if (def.type === 'optional' || def.type === 'nullable') {
      required = false
      schema = def.innerType as Schema
    } else if (def.type === 'default') {
      required = false
      const value = def.defaultValue
      fallback = typeof value === 'function' ? (value as () => unknown)() : value
      schema = def.innerType as Schema
    } else if (def.type === 'pipe') {
      // z.preprocess: the editor writes what the output side accepts.
      schema = def.out as Schema
    } else break
    meta = { ...metaOf(schema), ...meta }
  }
  return { schema, required, default: fallback, meta }
}

/** The form field for one schema field. */
export function fieldFor(name: string, fieldSchema: Schema): DecapField {
  const { schema, required, default: fallback, meta } = unwrap(fieldSchema)
  const base: DecapField = { name, label: labelFor(name), widget: 'string' }
  if (meta.description) base.hint = meta.description
  if (!required || meta.filledFrom) base.required = false
  if (fallback !== undefined && !(Array.isArray(fallback) && fallback.length === 0)) base.default = fallback
  return { ...base, ...widgetFor(schema, meta, name) }
}

function widgetFor(schema: Schema, meta: EditorMeta, name: string): Partial<DecapField> {
  const def = defOf(schema)
  const checks = checksOf(schema)
  switch (def.type) {
    case 'string': {
      if (def.format === 'date' || meta.editor === 'date') {
        // The site's format, as the files hold it: a plain date, no time. The picker and its "Now"
        // button use the computer's own date (an office in Sydney: Sydney's), never UTC's, which is
        // yesterday's before 10 am in Sydney.
        return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: false }
      }
      if (meta.references) {
        return {
          widget: 'relation',
          collection: meta.references,
          value_field: 'slug',
          search_fields: ['title', 'slug'],
          display_fields: ['title'],
          options_length: 1000,
        }
      }
      if (meta.editor === 'image') return { widget: 'image', choose_url: true, media_library: MEDIA_LIBRARY }
      if (meta.editor === 'markdown') return MARKDOWN
      if (meta.editor) return { widget: meta.editor }
      const field: Partial<DecapField> = { widget: 'string' }
      const pattern = stringPattern(def, checks)
      if (pattern) field.pattern = pattern
      return field
    }
    case 'number': {
      const integer = checks.some((check) => check.check === 'number_format' && /int/.test(String(check.format)))
      const field: Partial<DecapField> = { widget: 'number', value_type: integer ? 'int' : 'float' }
      // Decap's limits are inclusive; a strict 'positive' becomes 1 for whole numbers.
      const strictStep = integer ? 1 : 0
      for (const check of checks) {
        if (check.check === 'greater_than') field.min = Number(check.value) + (check.inclusive ? 0 : strictStep)
        if (check.check === 'less_than') field.max = Number(check.value) - (check.inclusive ? 0 : strictStep)
      }
      return field
    }
    case 'boolean':
      return { widget: 'boolean' }
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string>) }
    case 'literal': {
      // One allowed value: nothing to choose, so the form holds it without showing it.
      const [value] = def.values as unknown[]
      return { widget: 'hidden', default: value }
    }
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema), ...(meta.frame ? { frame: meta.frame } : {}) }
    case 'array':
      return listFor(def.element as Schema, checks)
    default:
      throw new Error(`lib/editor/schemaFields.ts: no editor widget for a zod ${def.type} (field "${name}"); add one there`)
  }
}

/** A regex the widget checks as the editor types, with the schema's own message. */
function stringPattern(def: Def, checks: Check[]): [string, string] | undefined {
  const formats = [def as unknown as Check, ...checks].filter((check) => check.check === 'string_format' && check.pattern instanceof RegExp)
  for (const check of formats) {
    const pattern = check.pattern as RegExp
    // Decap compiles the source without flags: a case-insensitive rule is left to the save check.
    if (pattern.flags.includes('i')) continue
    return [pattern.source, checkMessage(check) ?? `must match ${pattern.source}`]
  }
  // A length limit (meta descriptions) as a pattern: Decap's text widgets have no maximum of their own.
  // The limit holds for the text with its tokens filled in, which the form cannot know: a token counts
  // as one character here, and the save check, which fills them, has the last word.
  const longest = checks.find((check) => check.check === 'max_length')
  if (longest) return [`^(?:\\{\\{[^}]*\\}\\}|[\\s\\S]){0,${Number(longest.maximum)}}$`, checkMessage(longest) ?? `must be at most ${Number(longest.maximum)} characters`]
  return undefined
}

function listFor(element: Schema, checks: Check[]): Partial<DecapField> {
  const limits: Partial<DecapField> = {}
  for (const check of checks) {
    if (check.check === 'length_equals') limits.min = limits.max = Number(check.length)
    if (check.check === 'min_length') limits.min = Number(check.minimum)
    if (check.check === 'max_length') limits.max = Number(check.maximum)
  }
  const inner = unwrap(element)
  const def = defOf(inner.schema)
  if (def.type === 'enum') {
    return { widget: 'select', multiple: true, options: Object.values(def.entries as Record<string, string>), ...limits }
  }
  if (def.type === 'object') {
    const fields = fieldsOf(inner.schema)
    return { widget: 'list', collapsed: true, summary: summaryOf(fields), fields, ...limits }
  }
  if (def.type === 'union' && typeof def.discriminator === 'string') {
    // A list whose items come in kinds (service sections): one form per kind, chosen when adding.
    const typeKey = def.discriminator
    const types = (def.options as Schema[]).map((option): DecapField => {
      const kind = String((defOf((defOf(option).shape as Record<string, Schema>)[typeKey]!).values as unknown[])[0])
      const fields = fieldsOf(option).filter((field) => field.name !== typeKey)
      const description = metaOf(option).description
      return { name: kind, label: labelFor(kind), widget: 'object', summary: summaryOf(fields), fields, ...(description ? { hint: description } : {}) }
    })
    return { widget: 'list', typeKey, types, collapsed: true, ...limits }
  }
  // Lists of short texts (checklists, areas) stay open: each item is one line.
  return { widget: 'list', collapsed: false, field: fieldFor('item', element), ...limits }
}

/** The list's collapsed rows show their first text field: a question, a title, a name. */
function summaryOf(fields: DecapField[]): string | undefined {
  const first = fields.find((field) => field.widget === 'string')
  return first ? `{{fields.${first.name}}}` : undefined
}

/** The form fields of an object schema, in the schema's order. */
export function fieldsOf(schema: Schema): DecapField[] {
  const def = defOf(schema)
  if (def.type !== 'object') throw new Error(`expected a zod object, got ${def.type}`)
  return Object.entries(def.shape as Record<string, Schema>).map(([name, field]) => fieldFor(name, field))
}
