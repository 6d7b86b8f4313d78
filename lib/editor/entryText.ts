// A file of a save written as the repository's files are: only the values that changed are
// rewritten (stableYaml.ts), empty fields as the schema's files write them (editorData.ts), the
// body as the file had it when only blank lines around it differ. Pure: the local server
// (saveGuard.ts) and the web editor's own front-matter format (admin/formats.ts) both use it.
import { schemaForFile, toFileData } from './editorData.ts'
import { freshYaml, patchYaml } from './stableYaml.ts'
import { parse } from 'yaml'

export interface Split {
  matter: string
  body: string
}

/** Front matter and body of a Markdown file; a YAML file is all front matter. */
export function splitText(text: string, markdown: boolean): Split {
  if (!markdown) return { matter: text, body: '' }
  const match = /^---\r?\n([\s\S]*?)^---\r?\n?/m.exec(text)
  return match ? { matter: match[1]!, body: text.slice(match[0].length) } : { matter: '', body: text }
}

export const joinText = ({ matter, body }: Split, markdown: boolean) => (markdown ? `---\n${matter}---\n${body}` : matter)

/** The body as the file had it when only surrounding blank lines differ, else tidied the house way. */
function stableBody(previous: string | undefined, body: string): string {
  if (previous !== undefined && previous.trim() === body.trim()) return previous
  return body.trim() ? `\n${body.trim()}\n` : ''
}

/**
 * The text of `file` holding `data` (its fields, and for Markdown its `body`), patched into
 * `previous` (the file as it stands) when there is one. Any file the collections do not know is
 * written as Decap's YAML.
 */
export function entryText(file: string, data: Record<string, unknown>, previous?: string): string {
  const kind = schemaForFile(file)
  const { body = '', ...fields } = data
  const before = previous === undefined ? undefined : splitText(previous, kind?.markdown ?? false)
  const fileData = kind ? toFileData(fields, kind.schema) : fields
  const matter = before ? patchYaml(before.matter, fileData) : freshYaml(fileData)
  return joinText({ matter, body: stableBody(before?.body, String(body ?? '')) }, kind?.markdown ?? false)
}

/** One file of a save as Decap sent it (front matter and body), written as the repository's files are. */
export function stableText(file: string, raw: string, previous?: string): string {
  const kind = schemaForFile(file)
  if (!kind) return raw
  const written = splitText(raw, kind.markdown)
  return entryText(file, { ...((parse(written.matter) as Record<string, unknown> | null) ?? {}), ...(kind.markdown ? { body: written.body } : {}) }, previous)
}
