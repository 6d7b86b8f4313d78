// The names of the editor's own file formats (admin/formats.ts registers them with Decap, and
// decapConfig.ts names them for each collection): front matter and YAML written by stableYaml.ts,
// so a save in any backend changes only the lines of the values it changed; and the word list,
// plain text written as typed (wordListEntry.ts).
export const FORMATS = { markdown: 'stable-frontmatter', yaml: 'stable-yaml', words: 'word-list' } as const
