// How project TypeScript is bundled to run on Node: the project's own files inlined, packages left
// as imports. Used by scripts/build.mjs to start the build script and by lib/hashFiles.ts to bundle
// and fingerprint a module; plain JavaScript, because the launcher needs it before TypeScript loads.
export const NODE_BUNDLE = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'error',
}
