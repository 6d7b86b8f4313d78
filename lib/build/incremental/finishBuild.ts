// The last steps of either build path, once every page is in place (lib/build/incremental/pagePlan.ts):
// the hosting files from the checked content and the planned pages, the share images the pages
// name, and the state the next build compares against.
import fs from 'node:fs'
import path from 'node:path'
import { getCollection } from '../../content/store.ts'
import { projectPaths } from '../../settings.ts'
import { requireBuildContext } from '../context.ts'
import { hostingFiles } from '../hosting/hostingFiles.ts'
import { shareImagesOf, writeShareImages } from '../shareImages.ts'
import { writeBuildState } from './buildState.ts'

/**
 * `rendered` is the data of each page this build rendered, by URL (Vike's prerender output, or the
 * content rebuild's own renders); a page kept from the previous build brings its data from the plan.
 */
export async function finishBuild(rendered: Map<string, unknown>): Promise<void> {
  const { root, plan } = requireBuildContext('finishBuild')
  if (!plan) throw new Error('finishBuild: the pages of this build were never planned')
  const { client } = projectPaths(root)
  for (const [name, text] of Object.entries(hostingFiles(plan.pages))) fs.writeFileSync(path.join(client, name), text)
  const pages = plan.pages.map(({ url, is404, data }) => ({ url, is404, data: data ?? rendered.get(url) }))
  await writeShareImages(root, shareImagesOf(pages, getCollection('site')))
  writeBuildState(root, plan.next)
}
