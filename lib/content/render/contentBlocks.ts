// The real content's Markdown, for the renderer's generated-input tests: every body of content/
// (README and front matter left out) cut into its blocks, which the tests shuffle and splice.
import fs from 'node:fs'
import path from 'node:path'

/** A Markdown file's text after its front matter. */
export const bodyOf = (text: string) => (text.startsWith('---\n') ? text.slice(text.indexOf('\n---\n', 4) + 5) : text)

export function contentBlocks(root: string = process.cwd()): string[] {
  const content = path.join(root, 'content')
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => bodyOf(fs.readFileSync(path.join(content, file), 'utf8')).split(/\n{2,}/))
}
