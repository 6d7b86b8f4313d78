// The last step of either build path, once every page is in place (lib/build/incremental/pagePlan.ts):
// the hosting files, from the checked content and the planned pages, and the build state.
import fs from 'node:fs'
import path from 'node:path'
import { requireBuildContext } from '../context.ts'
import { hostingFiles } from '../hosting/hostingFiles.ts'
import { projectPaths } from '../../settings.ts'
import { writeBuildState } from './buildState.ts'

export function finishBuild(): void {
  const { root, plan } = requireBuildContext('finishBuild')
  if (!plan) throw new Error('finishBuild: the pages of this build were never planned')
  const { client } = projectPaths(root)
  for (const [name, text] of Object.entries(hostingFiles(plan.pages))) fs.writeFileSync(path.join(client, name), text)
  writeBuildState(root, plan.next)
}
