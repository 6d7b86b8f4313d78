// The nspell package ships no types; this is the part of its API the prose screen uses.
declare module 'nspell' {
  interface Checker {
    correct(word: string): boolean
    personal(list: string): Checker
  }
  export default function nspell(dictionary: { aff: Uint8Array | string; dic: Uint8Array | string }): Checker
}
