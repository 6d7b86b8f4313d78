// What the check does to one file of a folder collection alone, from its text: read (tokens, front
// matter, schema), its figures judged against the company's facts, and the texts a visitor reads in
// it (for the prose and repeats rules). Pure, and kept in the project's store (lib/cache.ts) by the
// file's name and text and the company's details: a check after one edit does this for that file alone.
import { remember } from '../../cache.ts'
import { claimsOfFile, type Claim } from '../check/claims.ts'
import { figureProblemsIn } from '../check/figureRules.ts'
import { proseSourcesOfText, type ProseSource } from '../check/proseSources.ts'
import { collections, schemaOf, type FolderCollection, type FolderName } from '../collections.ts'
import type { Problem } from '../problems.ts'
import type { Facts, RateSector } from '../schema.ts'
import { readEntryText } from './readText.ts'

export interface FileWork extends ReturnType<typeof readEntryText> {
  /** The texts a visitor reads, tokens filled in: its text fields and its body. */
  texts: ProseSource[]
  /** Figures of ours written out, or stated differently (check/figureRules.ts). */
  figures: Problem[]
  /** Its sentences on the company's promises (check/claims.ts). */
  claims: Claim[]
}

/** `tokens` are the company's details as tokens, `tokensKey` a hash of them and of `facts` (the validated facts.yaml, if valid). */
export const fileWork = (name: FolderName, id: string, file: string, text: string, tokens: Record<string, string>, facts: Facts | undefined, tokensKey: string): FileWork =>
  remember('file', `${file}\0${tokensKey}\0${text}`, () => doFileWork(name, id, file, text, tokens, facts))

function doFileWork(name: FolderName, id: string, file: string, text: string, tokens: Record<string, string>, facts: Facts | undefined): FileWork {
  const collection: FolderCollection = collections[name]
  const read = readEntryText(collection, id, file, text, tokens)
  // A service page's unnamed hourly rate is one of its own sectors.
  const rates = read.read?.data.rates as RateSector[] | undefined
  // Figures and promises are judged in the text as written, valid or not; the texts, only of a valid file.
  const figures = collection.figures && facts ? figureProblemsIn(file, text, facts, rates) : []
  const texts = read.read ? proseSourcesOfText(file, text, schemaOf(collection, id), false, tokens) : []
  const claims = collection.figures ? claimsOfFile(file, text, facts, tokens, texts) : []
  return { ...read, texts, figures, claims }
}
