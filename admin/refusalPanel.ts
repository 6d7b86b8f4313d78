// A refused save, said where the editor looks and kept there until dismissed: Decap's own toasts
// vanish after 8 seconds, too soon to read a list of things to fix. The delete's question
// (deleteDialog.ts) is drawn the same way.
import type { Refusal } from '../lib/editor/refusalWords'

const PANEL_ID = 'save-refused'

const SAVE_HEADING = 'Not saved: nothing was changed. Fix these, then save again.'

/** A panel above the form with `heading`, replacing any earlier one; the caller adds its content. */
export function openPanel(heading: string): HTMLElement {
  document.getElementById(PANEL_ID)?.remove()
  const panel = document.createElement('section')
  panel.id = PANEL_ID
  panel.setAttribute('role', 'alertdialog')
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-title`)
  Object.assign(panel.style, {
    position: 'fixed', top: '64px', left: '50%', transform: 'translateX(-50%)', zIndex: '10000', maxWidth: '640px', width: 'calc(100% - 32px)',
    background: '#fff7f7', color: '#5c1111', border: '2px solid #c53030', borderRadius: '8px', padding: '16px 20px', boxShadow: '0 8px 24px rgba(0,0,0,.2)', font: '15px/1.5 system-ui, sans-serif',
  })
  const title = document.createElement('h2')
  title.id = `${PANEL_ID}-title`
  title.textContent = heading
  Object.assign(title.style, { margin: '0 0 8px', fontSize: '16px' })
  panel.append(title)
  document.body.append(panel)
  return panel
}

/** A button in the panel's look. */
export function panelButton(text: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = text
  Object.assign(button.style, { padding: '6px 14px', marginRight: '8px', border: '1px solid #c53030', borderRadius: '4px', background: '#fff', color: '#5c1111', cursor: 'pointer' })
  button.addEventListener('click', onClick)
  return button
}

/** Shows the refusals above the form, replacing any earlier ones, until "Dismiss" is pressed. */
export function showRefusals(refusals: Refusal[], heading = SAVE_HEADING): void {
  const panel = openPanel(heading)
  const list = document.createElement('ul')
  Object.assign(list.style, { margin: '0 0 12px', paddingLeft: '20px' })
  for (const { field, advice } of refusals) {
    const item = document.createElement('li')
    if (field) {
      const name = document.createElement('strong')
      name.textContent = field
      item.append(name, `: ${advice}`)
    } else item.append(advice.charAt(0).toUpperCase() + advice.slice(1))
    list.append(item)
  }
  const dismiss = panelButton('Dismiss', () => panel.remove())
  panel.append(list, dismiss)
  dismiss.focus()
}

/** A refused save or delete, as the error Decap's toast shows: its words only, no "Error:" before them. */
export class SaveRefused extends Error {
  constructor(words = 'see the list above the form.') {
    super(words)
    this.name = 'SaveRefused'
  }
  toString() {
    return this.message
  }
}
