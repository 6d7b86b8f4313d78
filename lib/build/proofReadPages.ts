// The visible text of every built page held to the content check's prose rules (check/prose.ts):
// copy written in components, islands and templates (a heading that joins a service name to "a",
// a form's placeholder) is proof-read as the visitor gets it, not only the Markdown and YAML.
import fs from 'node:fs'
import path from 'node:path'
import { readWordList } from '../content/load/readContent.ts'
import { proseFindings } from '../content/check/prose.ts'
import type { Problem } from '../content/problems.ts'
import { projectPaths } from '../settings.ts'
import { builtPages } from './builtPages.ts'

/** Each page's findings, as problems on its HTML file and line, naming the page and the sentence. */
export function proofReadPages(root: string = process.cwd()): Problem[] {
  const client = projectPaths(root).client
  if (!fs.existsSync(client)) return [{ rule: 'builtPage', file: path.relative(root, client), field: '', message: 'no built site here: run `npm run build` first' }]
  const wordList = readWordList(root)
  return builtPages(client).flatMap(({ file, route }) =>
    proseFindings(fs.readFileSync(file, 'utf8'), { format: 'html', wordList }).map((finding) => ({
      rule: 'builtPage' as const,
      file: path.relative(root, file).split(path.sep).join('/'),
      field: `page ${route}`,
      line: finding.line,
      message: `${finding.rule}: ${finding.message}${finding.sentence ? ` (in "${finding.sentence.slice(0, 120)}")` : ''}`,
    })),
  )
}
