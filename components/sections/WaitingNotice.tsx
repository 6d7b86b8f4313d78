import type { Waiting } from '../../lib/content/publicationDate'
import { formatDate } from '../../lib/format'

/**
 * Above an article a build leaves out, in `npm run dev` and the editor's preview only (no build
 * renders one): an editor sees at once that visitors cannot read it yet, and when they will. Wide
 * side padding: the editor's preview pane lays its own buttons over the top right corner.
 */
export function WaitingNotice({ waiting }: { waiting: Waiting }) {
  return (
    <p role="status" className="border-b border-amber-300 bg-amber-50 px-16 py-3 text-center text-sm font-medium text-amber-900">
      {'draft' in waiting
        ? 'Draft: not published. Only the preview and npm run dev show it; turn Draft off to publish it.'
        : `Scheduled: published by the first build on ${formatDate(waiting.scheduled)} (Sydney time), with its links from the articles beside it.`}
    </p>
  )
}
