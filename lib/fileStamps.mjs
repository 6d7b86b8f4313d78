// Files told unchanged without reading them: each one's size and modification time, recorded when
// something was made from them, compared with what the file system says now. For what is made from
// code and slow to make again (the build script's bundle, a module's fingerprint); plain JavaScript,
// because the build launcher (scripts/build.mjs) needs it before TypeScript loads.
import fs from 'node:fs'
import path from 'node:path'

/** [file relative to root, size in bytes or -1 when missing, modification time in ms] */
const stampOf = (root, file) => {
  const stat = fs.statSync(path.resolve(root, file), { throwIfNoEntry: false })
  return stat ? [file, stat.size, stat.mtimeMs] : [file, -1, 0]
}

/** The files' stamps now. */
export const stampsOf = (root, files) => files.map((file) => stampOf(root, file))

/** Whether every file still has the stamp it had (a file missing then must still be missing). */
export function stampsHold(root, stamps) {
  return stamps.every(([file, size, time]) => {
    const [, nowSize, nowTime] = stampOf(root, file)
    return nowSize === size && nowTime === time
  })
}
