// A half-written entry made whole for the preview: every field the schema has but the editor has
// not filled yet becomes empty text, an empty list or nothing, so the site's components can draw it.
import { todayInSydney } from '../format.ts'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def

/** A date field (schema.ts marks them for the editor's date picker). */
const isDate = (schema: unknown) => (schema as { meta?: () => { editor?: string } | undefined }).meta?.()?.editor === 'date'

export function withBlanks(value: unknown, schema: unknown): unknown {
  const def = defOf(schema)
  // A date not picked yet shows as today's in Sydney, as a new article would be dated.
  if (isDate(schema) && !value) return todayInSydney()
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return value === undefined || value === null || value === '' ? (def.type === 'nullable' ? null : undefined) : withBlanks(value, def.innerType)
    case 'default':
    case 'pipe':
      return withBlanks(value, def.type === 'pipe' ? def.out : def.innerType)
    case 'array':
      return Array.isArray(value) ? value.map((item) => withBlanks(item, def.element)) : []
    case 'object': {
      const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
      const shape = def.shape as Record<string, unknown>
      return { ...record, ...Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, withBlanks(record[key], field)])) }
    }
    case 'string':
      if (def.format === 'date' && !value) return todayInSydney()
      return typeof value === 'string' ? value : ''
    case 'number':
      return typeof value === 'number' ? value : 0
    default:
      return value
  }
}
