// Where editors add a word the dictionary lacks, relative to the project's root: apart from
// prose.ts so the web editor's config and words can name it without loading the dictionary.
import { CONTENT_DIR } from '../../projectDirs.ts'

export const WORD_LIST = `${CONTENT_DIR}/words.txt`
