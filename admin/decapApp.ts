// Decap CMS as this editor uses it: its core with the backends and widgets lib/editor/decapParts.ts
// names, and English. decap-cms-app, which the rest of admin/ would otherwise import, registers
// every backend, widget and language Decap has (a map widget with OpenLayers, a code editor, rich
// text, GitLab's and Azure's clients, 30 languages): 7.2 MB of script where this is 3.9 MB, and
// most of the time and memory of bundling the editor. Each record below must name every part of
// decapParts.ts, so a widget the config starts to use cannot be missing here. The parts come
// installed with decap-cms-app, which stays the project's one Decap dependency: it pins their
// versions to ones released together.
// First: an e-mailed sign-in link's address must be read before Decap's router rewrites it.
import './signInLink'
import { DecapCmsCore as CMS } from 'decap-cms-core'
import { GitHubBackend } from 'decap-cms-backend-github'
import { ProxyBackend } from 'decap-cms-backend-proxy'
import { TestBackend } from 'decap-cms-backend-test'
import image from 'decap-cms-editor-component-image'
import { en } from 'decap-cms-locales'
import boolean from 'decap-cms-widget-boolean'
import datetime from 'decap-cms-widget-datetime'
import imageWidget from 'decap-cms-widget-image'
import list from 'decap-cms-widget-list'
import markdown from 'decap-cms-widget-markdown'
import number from 'decap-cms-widget-number'
import object from 'decap-cms-widget-object'
import relation from 'decap-cms-widget-relation'
import select from 'decap-cms-widget-select'
import string from 'decap-cms-widget-string'
import text from 'decap-cms-widget-text'
import type { DecapBackend, DecapWidget } from '../lib/editor/decapParts'
import { EmailGateway } from './emailSignIn'
import { choosingFocus } from './photoFocus'
import { showingUploads } from './uploads'

const BACKENDS: Record<DecapBackend, unknown> = { github: GitHubBackend, 'git-gateway': EmailGateway, proxy: ProxyBackend, 'test-repo': TestBackend }

/** Each widget package's registration; 'hidden' is the core's own. */
const WIDGETS: Record<Exclude<DecapWidget, 'hidden'>, { Widget: () => Parameters<typeof CMS.registerWidget>[0] }> = {
  boolean,
  datetime,
  image: { Widget: () => imageWidget.Widget({ controlComponent: showingUploads(imageWidget.controlComponent) }) },
  list,
  markdown,
  number,
  object: { Widget: () => object.Widget({ controlComponent: choosingFocus(object.controlComponent) }) },
  relation,
  select,
  string,
  text,
}

for (const [name, backend] of Object.entries(BACKENDS)) CMS.registerBackend(name, backend)
for (const widget of Object.values(WIDGETS)) CMS.registerWidget(widget.Widget())
// The Markdown editor's picture button.
CMS.registerEditorComponent(image)
CMS.registerLocale('en', en)

export default CMS
