// The text fields of a YAML file or a front matter that a visitor reads (titles, descriptions,
// headings, FAQ questions, testimonials), found by walking the YAML beside the collection's zod
// schema rather than by listing fields: a field added to the schema is proof-read at once, and a
// slug, a date, a picture path, a choice from a list or a pattern-checked value (a phone number, an
// address) never is. Each comes with the line it starts on, for the problem to point at.
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type * as z from 'zod'

/** One field's text, where it sits. */
export interface ProseField {
  /** Dotted path, as the check's other problems name fields: 'faq.3.question'. */
  field: string
  text: string
  line: number
  /** Written as Markdown (the schema marks it so): links and emphasis are syntax, not words. */
  markdown: boolean
}

type Def = { type: string; [key: string]: unknown }
export const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def
const editorOf = (schema: z.ZodType) => ((schema as unknown as { meta: () => { editor?: string; references?: string } | undefined }).meta() ?? {})

/** Addresses, anchors and paths: written in a text field, but not words. */
const NOT_PROSE = /^(?:[#/]|https?:|mailto:|tel:)/

/**
 * Every prose field of a YAML text (a front matter or a whole file) that follows `schema`.
 * `firstLine` is the file's line on which the YAML starts.
 */
export function proseFields(yaml: string, schema: z.ZodType, firstLine = 1): ProseField[] {
  const counter = new LineCounter()
  const document = parseDocument(yaml, { lineCounter: counter })
  if (document.errors.length) return []
  const found: ProseField[] = []
  const visit = (node: unknown, schema: z.ZodType, path: (string | number)[]) => {
    const { inner, kind } = unwrap(schema)
    if (kind === 'skip' || !node) return
    if (isScalar(node)) {
      if (kind !== 'text' && kind !== 'markdown') return
      if (typeof node.value !== 'string' || NOT_PROSE.test(node.value) || !node.range) return
      // A block (answer: >-) starts on the line below its marker.
      const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL' ? 1 : 0
      found.push({ field: path.join('.'), text: node.value, line: counter.linePos(node.range[0]).line + block + firstLine - 1, markdown: kind === 'markdown' })
      return
    }
    const def = defOf(inner)
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : undefined
        if (key === undefined) continue
        const field = fieldSchema(def, key)
        if (field) visit(pair.value, field, [...path, key])
      }
    } else if (isSeq(node) && def.type === 'array') {
      node.items.forEach((item, index) => visit(item, def.element as z.ZodType, [...path, index]))
    }
  }
  visit(document.contents, schema, [])
  return found
}

/** The schema of one key of an object, or of the member of a union the object belongs to. */
export function fieldSchema(def: Def, key: string): z.ZodType | undefined {
  if (def.type === 'object') return (def.shape as Record<string, z.ZodType>)[key]
  if (def.type === 'union') {
    // A section of a page is one of several shapes, told apart by its `kind`: the member that has the key.
    const options = def.options as z.ZodType[]
    const member = options.find((option) => defOf(unwrap(option).inner).type === 'object' && key in (defOf(unwrap(option).inner).shape as object))
    return member ? fieldSchema(defOf(unwrap(member).inner), key) : undefined
  }
  return undefined
}

/** Peels optional, nullable, default and preprocess off a schema, and says what kind of value it holds. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; kind: 'text' | 'markdown' | 'image' | 'skip' | 'container' } {
  let inner = schema
  let editor = editorOf(schema)
  for (;;) {
    const def = defOf(inner)
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') inner = def.innerType as z.ZodType
    else if (def.type === 'pipe') inner = def.out as z.ZodType
    else break
    editor = { ...editorOf(inner), ...editor }
  }
  const def = defOf(inner)
  if (def.type === 'object' || def.type === 'array' || def.type === 'union') return { inner, kind: 'container' }
  // A picture's path (.meta({ editor: 'image' })): the content check holds it to a file of public/.
  if (def.type === 'string' && editor.editor === 'image') return { inner, kind: 'image' }
  if (def.type !== 'string' || editor.references || (editor.editor && editor.editor !== 'markdown' && editor.editor !== 'text')) return { inner, kind: 'skip' }
  // A format (e-mail, URL) or a pattern (a phone number, a postcode) means a value, not a sentence.
  const checks = ((def.checks as { _zod: { def: { check: string } } }[] | undefined) ?? []).map((check) => check._zod.def.check)
  if (def.format || checks.includes('string_format')) return { inner, kind: 'skip' }
  return { inner, kind: editor.editor === 'markdown' ? 'markdown' : 'text' }
}
