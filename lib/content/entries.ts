// The content as pages read it, typed from the collections' declarations (collections.ts) rather
// than written out: an entry of a folder collection is its validated fields, its id (the file name),
// its file, its text as HTML and, for each Markdown list, each item's Markdown as HTML beside it.
import type * as z from 'zod'
import type { CollectionName, Collections, FileCollection, FolderName } from './collections.ts'
import type { MarkdownSource } from './load/readText.ts'
import type { Claim } from './check/claims.ts'
import type { ProseSource } from './check/proseSources.ts'
import type { Problem } from './problems.ts'
import type { Site } from './schema.ts'

/** A list item with its Markdown field F rendered as `${F}Html` (a FAQ answer as answerHtml). */
type RenderedItem<Item, F> = F extends string ? Item & { [K in `${F}Html`]: string } : Item

/** The fields, each Markdown list's items rendered. */
type RenderedFields<T, M> = { [K in keyof T]: K extends keyof M ? (NonNullable<T[K]> extends readonly (infer Item)[] ? RenderedItem<Item, M[K]>[] : T[K]) : T[K] }

/** What every entry of a folder collection carries besides its fields. */
export interface EntryBase {
  /** The file name without .md: a page's slug, a prose page's name. */
  id: string
  /** Relative to the project's root, e.g. content/services/office-cleaning.md. */
  file: string
  /** The text below the front matter as HTML ('' for a collection without one); picture markers included (render/pictureMarkers.ts expandPictures). */
  html: string
}

type SchemaOf<C, Id extends string> = C extends { schema: infer S; variants?: infer V } ? (Id extends keyof V ? V[Id] : S) : never
type MarkdownOf<C> = C extends { markdown?: infer M } ? NonNullable<M> : never

/** One entry of folder collection N; of a variant's schema when Id names one (getEntry('pages', 'contact')). */
export type EntryOf<N extends FolderName, Id extends string = string> = RenderedFields<z.infer<Extract<SchemaOf<Collections[N], Id>, z.ZodType>>, MarkdownOf<Collections[N]>> & EntryBase

/** What a file collection holds: its data, or the entries of its list. */
type FileDataOf<C> = C extends FileCollection<infer S, infer L> ? (L extends keyof z.infer<S> ? z.infer<S>[L] : z.infer<S>) : never

/** Every collection's entries (in the order pages list them) or data, by name. */
export type Content = {
  [N in CollectionName]: N extends 'site' ? Site : N extends FolderName ? EntryOf<N>[] : FileDataOf<Collections[N]>
}

export type PostEntry = EntryOf<'posts'>
export type ServiceEntry = EntryOf<'services'>
export type PageEntry<Id extends string = string> = EntryOf<'pages', Id>

/** What loading (and checking) gives: the content, every problem found, and where its Markdown is. */
export interface LoadedContent {
  content: Content
  problems: Problem[]
  /** Every Markdown text of the content, where it sits: the renderer's and the link check's work list. */
  markdown: MarkdownSource[]
  /** The ids of every file of each folder collection, valid or not (load/readContent.ts). */
  ids: Record<FolderName, string[]>
  /** Every text a visitor reads, tokens filled in, where it sits (load/fileWork.ts). */
  texts: ProseSource[]
  /** Figures stated wrongly (check/figureRules.ts). */
  figures: Problem[]
  /** Every sentence on the company's promises (check/claims.ts). */
  claims: Claim[]
  /** content/words.txt as written: the words the spelling rule accepts beside its dictionary. */
  wordList: string
}
