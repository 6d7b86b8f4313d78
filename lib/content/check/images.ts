// Every picture an entry names (a field the schema marks .meta({ editor: 'image' })) is a file of public/.
import fs from 'node:fs'
import path from 'node:path'
import { findRasterImages } from '../../images/pictureFiles.ts'
import { MAX_PICTURE_BYTES, pictureLimitAdvice } from '../../images/uploadLimit.ts'
import { projectPaths } from '../../settings.ts'
import { collections, folderNames, schemaOf, type FolderCollection } from '../collections.ts'
import type { Content } from '../entries.ts'
import type { Problem } from '../problems.ts'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def
const isImage = (schema: unknown) => (schema as { meta: () => { editor?: string } | undefined }).meta()?.editor === 'image'

/** The image paths in `value`, each with its field's dotted path, found by walking the schema beside the data. */
function imagesIn(schema: unknown, value: unknown, field: string): { field: string; src: string }[] {
  if (value === undefined || value === null) return []
  if (isImage(schema) && typeof value === 'string') return [{ field, src: value }]
  const def = defOf(schema)
  const at = (key: string | number) => (field ? `${field}.${key}` : String(key))
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return imagesIn(def.innerType, value, field)
    case 'pipe':
      return imagesIn(def.out, value, field)
    case 'array':
      return (value as unknown[]).flatMap((item, index) => imagesIn(def.element, item, at(index)))
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, fieldSchema]) => imagesIn(fieldSchema, (value as Record<string, unknown>)[key], at(key)))
    case 'union': {
      // The option a discriminated union's value chose (a service section's kind), or every option.
      const key = def.discriminator as string | undefined
      const chosen = key ? (def.options as unknown[]).filter((option) => (defOf((defOf(option).shape as Record<string, unknown>)[key]).values as unknown[]).includes((value as Record<string, unknown>)[key])) : (def.options as unknown[])
      return chosen.flatMap((option) => imagesIn(option, value, field))
    }
    default:
      return []
  }
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
