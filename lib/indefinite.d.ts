// The indefinite package ships no types; this is the part of its API the site uses.
declare module 'indefinite' {
  interface Options {
    articleOnly?: boolean
    capitalize?: boolean
    caseInsensitive?: boolean
    numbers?: 'formal' | 'colloquial'
  }
  export default function indefinite(word: string, options?: Options): string
}
