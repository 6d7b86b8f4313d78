// npm run check:content: validates every content file and lists every problem, one per line.
// `npm run build` runs the same check first, so a broken file stops the build with a message an
// editor can act on.
import { checkAndReport } from '../lib/content/check/report.ts'

if (!checkAndReport()) process.exitCode = 1
