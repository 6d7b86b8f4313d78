// Stands in for node:fs and node:path in the editor's browser bundle: the page components reach
// the image manifest, which reads a file only in a production build on the server.
export const existsSync = () => false
export const readFileSync = () => ''
export const resolve = (...parts: string[]) => parts.join('/')
export const join = (...parts: string[]) => parts.join('/')
export default { existsSync, readFileSync, resolve, join }
