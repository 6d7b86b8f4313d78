// The /admin/ page's script: Decap CMS with the site's previews. Built on its own by
// lib/editor/adminBundle.ts, so nothing of it reaches a public page.
import CMS from './decapApp'
import { collections, type FolderName } from '../lib/content/collections'
import { pictureLimitAdvice } from '../lib/images/uploadLimit'
import { PREVIEWS } from './previews'
import { registerCheckedBackends } from './checkedBackend'
import { registerFormats } from './formats'
import { registerSaveCheck } from './saveCheck'
import { registerSydneyDates } from './sydneyDates'

// Decap names a folder collection by its folder (lib/editor/decapConfig.ts).
for (const [name, Preview] of Object.entries(PREVIEWS)) CMS.registerPreviewTemplate(collections[name as FolderName].folder, Preview)

// Markdown opens as Markdown (saved as typed) until the editor picks the rich-text view, which
// Decap then remembers; the rich-text view rewrites a text's Markdown in its own style.
registerFormats()
registerSaveCheck()
registerCheckedBackends()
// The date picker's Now is Sydney's date, as a build's "today" is.
registerSydneyDates()

if (!localStorage.getItem('cms.md-mode')) localStorage.setItem('cms.md-mode', 'raw')

// A list with a fixed count says so in the content check's words, and so does a picture too large.
const english = CMS.getLocale('en') as {
  editor: { editorControlPane: { widget: Record<string, string> } }
  mediaLibrary: { mediaLibrary: Record<string, string> }
  ui: { toast: Record<string, string> }
}
Object.assign(english.editor.editorControlPane.widget, {
  rangeCountExact: '%{fieldLabel}: must list exactly %{count} items',
  rangeMin: '%{fieldLabel}: must list at least %{minCount} items',
  rangeMax: '%{fieldLabel}: must list at most %{maxCount} items',
})
english.mediaLibrary.mediaLibrary.fileTooLarge = `This file is too large to upload: ${pictureLimitAdvice('upload that')}.`
// A refused save lists its reasons above the form (admin/saveCheck.ts); the toast says no more.
english.ui.toast.onFailToPersist = 'Not saved: %{details}'
english.ui.toast.onFailToDelete = 'Not deleted: %{details}'
// On GitHub a draft whose content check has not passed cannot be merged (README: Web editor).
english.ui.toast.onFailToPublishEntry = 'Not published: %{details}'
CMS.registerLocale('en', english)

// The preview uses the stylesheet the site's pages use, whatever its hashed name in this build.
void fetch('/')
  .then((response) => response.text())
  .then((html) => {
    const links = new DOMParser().parseFromString(html, 'text/html').querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')
    for (const link of links) CMS.registerPreviewStyle(link.getAttribute('href')!)
  })
  .finally(() => CMS.init())
