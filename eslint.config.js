import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'node_modules/', 'test-results/', 'playwright-report/', 'test-reports/', '**/*.tmp.*'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Leaving out fields with a rest pattern is how pages drop data they do not show.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Zod's documented import. The named `z` is a namespace object bundlers must keep whole, with
      // every language's error messages: 752 KB of the build script's bundle of 2.3 MB, against 192 KB.
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']", message: "Write import * as z from 'zod' (or import type * as z): the named z carries all of zod's locales into every bundle." },
        // lib/esbuild.mjs sets Go's collector for the bundler's service before loading it.
        { selector: "ImportDeclaration[source.value='esbuild'][importKind!='type'], ImportExpression[source.value='esbuild']", message: "Load esbuild with esbuild() from lib/esbuild.mjs: it starts the bundler's service as a one-off bundling wants it." },
      ],
    },
  },
  {
    // Settings come from lib/settings.ts, declared and parsed once. Tests may read their own knobs
    // (fuzz runs and seeds); scripts/build.mjs sets the build's NODE_ENV before anything reads it;
    // scripts/test-gate.mjs runs before `npm install` (it times it), so it cannot load zod;
    // lib/esbuild.mjs sets Go's settings for the esbuild service it starts (a child's environment).
    ignores: ['lib/settings.ts', 'lib/esbuild.mjs', 'scripts/build.mjs', 'scripts/test-gate.mjs', '**/*.test.ts', 'tests/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from lib/settings.ts (env), and pass a child process childEnv().' }],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', location: 'readonly', sessionStorage: 'readonly' } },
  },
)
