// Writing a file of the build's caches or bundles through a temporary file renamed over it, so that
// an interrupted build never leaves half a file, and another build or thread never reads one.
// Plain JavaScript: the build launcher (scripts/build.mjs) needs it before TypeScript loads.
import fs from 'node:fs'
import path from 'node:path'

/** Writes `data` to `file` whole or not at all, making its folder if need be. */
export function writeWhole(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // Named apart per process and per thread (worker threads and test workers share a process).
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  fs.writeFileSync(temporary, data)
  fs.renameSync(temporary, file)
}
