// What the web editor sends, turned back into the values the schema's files hold: Decap leaves an
// emptied field as '' or drops it, where the files write `prev: null`, `aliases: []` or nothing.
import type * as z from 'zod'
import { collectionNames, collections, schemaOf, type CollectionName } from '../content/collections.ts'
import { CONTENT_DIR } from '../projectDirs.ts'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def

const isEmpty = (value: unknown) => value === undefined || value === '' || value === null

/** The collection a content file belongs to, by its path in the repository (collections.ts), with its id in a folder; undefined for any other file. */
export function collectionForFile(file: string): { name: CollectionName; id?: string } | undefined {
  for (const name of collectionNames) {
    const collection = collections[name]
    if (collection.kind === 'file') {
      if (file === `${CONTENT_DIR}/${collection.file}`) return { name }
      continue
    }
    const id = new RegExp(`^${CONTENT_DIR}/${collection.folder}/([^/]+)\\.md$`).exec(file)?.[1]
    if (id) return { name, id }
  }
  return undefined
}

/** The schema of a content file by its path in the repository, or undefined for any other file. */
export function schemaForFile(file: string): { schema: z.ZodType; markdown: boolean } | undefined {
  const found = collectionForFile(file)
  if (!found) return undefined
  const collection = collections[found.name]
  return collection.kind === 'file' ? { schema: collection.schema, markdown: false } : { schema: schemaOf(collection, found.id!), markdown: true }
}

/** `value` with empty fields written as the schema's files write them, in the schema's field order. */
export function toFileData(value: unknown, schema: unknown): unknown {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      if (isEmpty(value) || (def.type !== 'default' && Array.isArray(value) && value.length === 0)) {
        if (def.type === 'nullable') return null
        if (def.type === 'default') return typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue
        return undefined
      }
      return toFileData(value, def.innerType)
    case 'pipe':
      return toFileData(value, def.out)
    case 'array':
      return Array.isArray(value) ? value.map((item) => toFileData(item, def.element)) : value
    case 'union': {
      const kind = (value as Record<string, unknown> | undefined)?.[def.discriminator as string]
      const option = (def.options as unknown[]).find((candidate) => (defOf((defOf(candidate).shape as Record<string, unknown>)[def.discriminator as string]).values as unknown[]).includes(kind))
      return option ? toFileData(value, option) : value
    }
    case 'object': {
      if (!value || typeof value !== 'object') return value
      const shape = def.shape as Record<string, unknown>
      const record = value as Record<string, unknown>
      const known = Object.entries(shape).flatMap(([key, field]) => {
        const cleaned = toFileData(record[key], field)
        return cleaned === undefined ? [] : [[key, cleaned] as const]
      })
      // Fields the schema does not know stay, for the check to report.
      const unknown = Object.entries(record).filter(([key]) => !(key in shape))
      return Object.fromEntries([...known, ...unknown])
    }
    default:
      return value
  }
}
