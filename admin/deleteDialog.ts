// The question a delete of an article asks before anything is deleted: what becomes of its series,
// its address and the pages that link to it, in titles only, with the editor's two choices.
import { openPanel, panelButton } from './refusalPanel'

/** What deleting an article does, by titles: `articles` are the others, by file, its address may open. */
export interface DeletePlan {
  title: string
  prev?: string
  next?: string
  articles: { file: string; title: string }[]
  target: string
  linking: string[]
  /** On GitHub the delete is a change to review (Workflow), published like any other. */
  reviewed: boolean
}

export interface DeleteChoice {
  target: string
  removeLinks: boolean
}

const quoted = (title: string) => `“${title}”`

/** Asks, above the form; resolves with the choice, or undefined when the editor cancels. */
export function askDelete(plan: DeletePlan): Promise<DeleteChoice | undefined> {
  const panel = openPanel(`Delete ${quoted(plan.title)}?`)
  const paragraph = (...parts: (string | Node)[]) => {
    const element = document.createElement('p')
    element.style.margin = '0 0 10px'
    element.append(...parts)
    panel.append(element)
  }
  const { prev, next } = plan
  const series = prev && next ? `${quoted(prev)} will lead to ${quoted(next)}.` : prev ? `${quoted(prev)} will be the last of the series.` : next ? `${quoted(next)} will be the first of the series.` : ''
  if (series) paragraph(`It will be taken out of its series: ${series}`)
  const target = document.createElement('select')
  for (const article of plan.articles) target.append(new Option(article.title, article.file, false, article.file === plan.target))
  const targetLabel = document.createElement('label')
  targetLabel.append('Its address, and any link to it you keep, will open: ', target)
  paragraph(targetLabel)
  const remove = document.createElement('input')
  if (plan.linking.length) {
    const count = plan.linking.length === 1 ? '1 page links' : `${plan.linking.length} pages link`
    paragraph(`${count} to it: ${plan.linking.map(quoted).join(', ')}.`)
    const choice = (input: HTMLInputElement, words: string, checked: boolean) => {
      Object.assign(input, { type: 'radio', name: 'delete-links', checked })
      const label = document.createElement('label')
      label.style.display = 'block'
      label.append(input, ` ${words}`)
      return label
    }
    paragraph(choice(remove, 'Remove those links (their words stay)', false), choice(document.createElement('input'), 'Keep them: they will open the article chosen above', true))
  }
  if (plan.reviewed) paragraph('The delete waits in Workflow as a change for review, and the article leaves the site when it is published.')
  return new Promise((resolve) => {
    const close = (choice?: DeleteChoice) => {
      panel.remove()
      resolve(choice)
    }
    const confirm = panelButton('Delete', () => close({ target: target.value, removeLinks: remove.checked }))
    panel.append(confirm, panelButton('Cancel', () => close()))
    confirm.focus()
  })
}
