// How project TypeScript is bundled to run on Node: the project's own files inlined, packages left
// as imports. Used by lib/hashFiles.ts to bundle and fingerprint a module; plain JavaScript, because
// the build launcher (scripts/build.mjs) needs it before TypeScript loads.
export const NODE_BUNDLE = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'error',
}

/**
 * Packages whose one copy the build shares between the code it bundles: the build script calls
 * Vite and the same Vike the last build's server bundle imports, with React beside it. Every
 * bundle that carries its other packages inside leaves these as imports (vite.config.ts's server
 * bundle too).
 */
export const SHARED_PACKAGES = ['vite', 'vike', 'react', 'react-dom']

/**
 * Packages a bundle that carries the others inside still imports: the shared ones, those with
 * native parts or that read files beside their own (esbuild, sharp, resvg, the dictionary), and
 * Tailwind's, which only `vike build` loads.
 */
const KEPT_IMPORTS = [...SHARED_PACKAGES, 'esbuild', 'sharp', '@resvg/*', 'dictionary-en-au', 'lightningcss', 'tailwindcss', '@tailwindcss/*']

/**
 * NODE_BUNDLE with the packages inside, for code Node runs on every build: the build script
 * (scripts/build.mjs) and the content check's worker threads (lib/content/workerBundle.ts). Node
 * resolves and opens each ES module of a package one by one (zod alone is 95): the build script
 * loaded in 0.36 s with its 600-odd package modules as imports, and in 0.17 s with them inside.
 * CommonJS packages inlined into an ES module still call require() for Node's own modules.
 */
export const INLINE_PACKAGES = {
  ...NODE_BUNDLE,
  packages: undefined,
  external: KEPT_IMPORTS,
  banner: { js: `import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);` },
}
