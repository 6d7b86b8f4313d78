// The web editor's local backend: decap-server (which reads and writes the working tree) behind a
// small proxy on Decap's port that puts every save and delete through lib/editor/saveGuard.ts first.
// A save or delete the content check refuses never reaches the disk; the editor shows why.
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { childEnv, env } from '../../lib/settings.ts'
import { DELETE_HEADING, refusalLine } from '../../lib/editor/refusalWords.ts'
import { guardDelete, guardSave, warmSaveGuard, type DataFile } from '../../lib/editor/saveGuard.ts'

const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/

export interface EditorServer {
  server: http.Server
  close: () => Promise<void>
}

/** Starts decap-server on `port + 1` and the checking proxy on `port`, both for the project at `root`. */
export async function startEditorServer(root: string, port = env.EDITOR_PORT, host = '127.0.0.1'): Promise<EditorServer> {
  const innerPort = port + 1
  const entry = createRequire(import.meta.url).resolve('decap-server/dist/index.js')
  const decap: ChildProcess = spawn(process.execPath, [entry], {
    env: childEnv({ PORT: String(innerPort), BIND_HOST: host, GIT_REPO_DIRECTORY: path.resolve(root), MODE: 'fs', LOG_LEVEL: 'warn' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // While decap-server starts: the first save then runs on warm caches.
  warmSaveGuard(root)
  await waitForPort(host, innerPort)

  const server = http.createServer((request, response) => {
    const origin = request.headers.origin
    const cors = origin && LOCAL_ORIGIN.test(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let body = Buffer.concat(chunks)
      let removed: string[] = []
      if (request.method === 'POST' && request.url === '/api/v1') {
        const payload = JSON.parse(body.toString('utf8') || '{}') as { action?: string; params?: { entry?: DataFile; dataFiles?: DataFile[]; assets?: { path: string }[]; paths?: string[]; path?: string } }
        const deleted = payload.action === 'deleteFiles' ? payload.params?.paths : payload.action === 'deleteFile' && payload.params?.path ? [payload.params.path] : undefined
        if (deleted?.length) {
          const outcome = guardDelete(root, deleted)
          if (!outcome.ok) {
            const error = `${DELETE_HEADING}\n${outcome.refusals.map(refusalLine).join('\n')}`
            response.writeHead(422, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ error, heading: DELETE_HEADING, refusals: outcome.refusals }))
            return
          }
        }
        if (payload.action === 'persistEntry' && payload.params) {
          const dataFiles = payload.params.dataFiles ?? (payload.params.entry ? [payload.params.entry] : [])
          // A picture uploaded in the entry's form is written with it, after the check.
          const outcome = guardSave(root, dataFiles, (payload.params.assets ?? []).map((asset) => asset.path))
          if (!outcome.ok) {
            // In the form's words: the editor shows them (admin/saveCheck.ts) until dismissed.
            const error = `Not saved: nothing was written.\n${outcome.refusals.map(refusalLine).join('\n')}`
            response.writeHead(422, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ error, refusals: outcome.refusals }))
            return
          }
          if (!outcome.files.length && !outcome.removed.length) {
            response.writeHead(200, { 'Content-Type': 'application/json', ...cors }).end(JSON.stringify({ message: 'entry persisted (no changes)' }))
            return
          }
          delete payload.params.entry
          // decap-server wants a slug per file; a neighbour linked back is named by its file.
          const slugOf = (file: string) => dataFiles.find((dataFile) => dataFile.path === file)?.slug ?? path.basename(file, path.extname(file))
          // A renamed entry is written at its new path here, and its old file removed once decap-server has
          // written the save: decap-server moves files only when every file of a save moves.
          payload.params.dataFiles = outcome.files.map((file) => ({ path: file.path, raw: file.text, slug: slugOf(file.path) }))
          body = Buffer.from(JSON.stringify(payload))
          removed = outcome.removed
        }
      }
      const headers = { ...request.headers, host: `${host}:${innerPort}`, 'content-length': String(body.length) }
      const forward = http.request({ host, port: innerPort, path: request.url, method: request.method, headers }, (answer) => {
        if (answer.statusCode === 200) for (const file of removed) fs.rmSync(path.join(root, file), { force: true })
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      })
      forward.on('error', (error) => response.writeHead(502, cors).end(String(error)))
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
    decap.kill()
  }
  return { server, close }
}

async function waitForPort(host: string, port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await fetch(`http://${host}:${port}/`, { method: 'HEAD' }).then(() => true, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`decap-server did not start on ${host}:${port}`)
}
