// npm start: serves the built site (dist/client) on 127.0.0.1 as a static host would: clean URLs,
// 404.html with status 404 for any unknown path.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'

const root = path.resolve('dist/client')
const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error('dist/client has no index.html: run `npm run build` first.')
  process.exit(1)
}

const notFound = fs.readFileSync(path.join(root, '404.html'))
const assets = sirv(root, { extensions: ['html'], dev: process.env.NODE_ENV === 'development', etag: true })

const server = http.createServer((request, response) => {
  assets(request, response, () => {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    response.end(notFound)
  })
})

server.listen(port, host, () => console.log(`Serving dist/client at http://${host}:${port}`))
