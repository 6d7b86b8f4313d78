// netlify-redirector ships no types: the part of its API scripts/static-server.ts uses.
declare module 'netlify-redirector' {
  interface Matcher {
    match(request: { scheme: string; host: string; path: string; query: string; getHeader: (name: string) => string; getCookie: (name: string) => string }): { to: string; status: number; force: boolean } | null
  }
  const redirector: { parsePlain(rules: string, options: object): Promise<Matcher> }
  export default redirector
}
