import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** What a build or `vike dev` needs of the project. */
const PROJECT_ENTRIES = ['content', 'lib', 'pages', 'renderer', 'components', 'islands', 'public', 'scripts', 'supabase', 'package.json', 'tsconfig.json', 'vite.config.ts']

/**
 * A copy of the project outside it (Vike reads every +file under its root, so a copy inside would
 * count as pages), sharing node_modules, for tests that edit content or build with other settings.
 */
export function copyProject(prefix: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const entry of PROJECT_ENTRIES) fs.cpSync(entry, path.join(root, entry), { recursive: true })
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'))
  return root
}
