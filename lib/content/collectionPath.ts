// Where each collection's files are, relative to the project's root; pure, so the web editor's
// browser app names files as the check does.
import { CONTENT_DIR } from '../projectDirs.ts'
import { collections, type FileName, type FolderName } from './collections.ts'

/** Where a collection's files are, relative to the project's root: content/blog, content/site.yaml. */
export const collectionPath = (name: FolderName | FileName): string => {
  const collection = collections[name]
  return `${CONTENT_DIR}/${collection.kind === 'folder' ? collection.folder : collection.file}`
}
