// Every picture an entry names (a field the schema marks .meta({ editor: 'image' }), found as the prose
// rules find text fields: proseFields.ts) is a file of public/.
import fs from 'node:fs'
import path from 'node:path'
import type * as z from 'zod'
import { findRasterImages } from '../../images/pictureFiles.ts'
import { MAX_PICTURE_BYTES, pictureLimitAdvice } from '../../images/uploadLimit.ts'
import { projectPaths } from '../../settings.ts'
import { collections, folderNames, schemaOf, type FolderCollection } from '../collections.ts'
import type { Content } from '../entries.ts'
import type { Problem } from '../problems.ts'
import { defOf, fieldSchema, unwrap } from './proseFields.ts'

/** The picture paths in `value`, each with its field's dotted path, found by walking the schema beside the data. */
function imagesIn(schema: z.ZodType, value: unknown, field: string): { field: string; src: string }[] {
  const { inner, kind } = unwrap(schema)
  if (kind === 'image') return typeof value === 'string' ? [{ field, src: value }] : []
  if (kind !== 'container' || !value || typeof value !== 'object') return []
  const def = defOf(inner)
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key))
  if (Array.isArray(value)) return def.type === 'array' ? value.flatMap((item, index) => imagesIn(def.element as z.ZodType, item, at(index))) : []
  return Object.entries(value).flatMap(([key, item]) => {
    const member = fieldSchema(def, key)
    return member ? imagesIn(member, item, at(key)) : []
  })
}

/**
 * `uploads`: pictures a save writes together with its entry (paths from the root, public/images/...),
 * present for the check though not on disk yet: the editor's local server checks before writing.
 */
export function checkImages(content: Content, root: string, uploads: string[] = []): Problem[] {
  const publicDir = projectPaths(root).public
  const uploaded = new Set(uploads.map((file) => path.join(root, file)))
  const isPresent = (src: string) => fs.existsSync(path.join(publicDir, src)) || uploaded.has(path.join(publicDir, src))
  return folderNames.flatMap((name) =>
    (content[name] as unknown as { file: string; id: string }[]).flatMap((entry) =>
      imagesIn(schemaOf(collections[name] as FolderCollection, entry.id), entry, '')
        .filter(({ src }) => !isPresent(src))
        .map(({ field, src }) => ({ rule: 'missingPicture' as const, file: entry.file, field, message: `${src} does not exist in public/`, editor: `the picture "${path.basename(src)}" is not on the site: upload it with "Choose different image", or choose one already uploaded` })),
    ),
  )
}

/**
 * Pictures above the editor's upload limit, however they arrived (the editor's Media page, which
 * Decap does not limit, a commit, a copy into the folder), one problem each.
 */
export function oversizedPictures(root: string): Problem[] {
  return findRasterImages(root)
    .map(({ file }) => ({ file: path.relative(root, file).split(path.sep).join('/'), bytes: fs.statSync(file).size }))
    .filter(({ bytes }) => bytes > MAX_PICTURE_BYTES)
    .map(({ file, bytes }) => ({ rule: 'pictureTooLarge' as const, file, field: '', message: `is ${(bytes / 1_000_000).toFixed(1)} MB; ${pictureLimitAdvice('replace this file with it')}`, editor: `the picture "${path.basename(file)}" is ${(bytes / 1_000_000).toFixed(1)} MB; ${pictureLimitAdvice('upload that instead')}` }))
}
