// A figure of ours typed into a page (the office rate written "$55-85") is put in as its fact when
// the web editor saves (admin/saveCheck.ts), so the page shows it from Company facts and follows a
// change there: an editor writes a figure as a visitor reads it, never a name in double curly brackets.
import type { FigureProblem } from '../content/check/figureRules.ts'
import type { Problem } from '../content/problems.ts'
import { collectionForFile } from './editorData.ts'
import { pathAtLine } from './formPlace.ts'

type Path = (string | number)[]

/**
 * Each field of `text` (the file `file` as the save writes it) holding a figure the rules found to
 * be one fact of ours (figureRules.ts `fill`), by its path in the entry's data, with its value as
 * it will be saved. `valueAt` reads a field's value from the entry's data.
 */
export function factsPutIn(file: string, text: string, problems: Problem[], valueAt: (path: Path) => unknown): { path: Path; value: string }[] {
  const markdown = collectionForFile(file)?.id !== undefined
  const changes = new Map<string, { path: Path; value: string }>()
  for (const { fill, line } of problems as FigureProblem[]) {
    if (!fill || !line) continue
    const key = pathAtLine(text, line, markdown)
    const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))
    const value = changes.get(key)?.value ?? valueAt(path)
    if (typeof value !== 'string') continue
    // The figure itself, not inside a name in double curly brackets nor a part of a longer figure.
    const figure = new RegExp(`(?<!\\{\\{[^}]*|[\\w$.,])${fill.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.,]|\\s?(?:-|–|to|and)\\s?\\$?\\d)`, 'g')
    const put = value.replace(figure, `{{${fill.token}}}`)
    if (put !== value) changes.set(key, { path, value: put })
  }
  return [...changes.values()]
}
