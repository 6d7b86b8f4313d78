import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', '.cache/', 'node_modules/', 'test-results/', 'playwright-report/', '**/*.tmp.*'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Leaving out fields with a rest pattern is how pages drop data they do not show.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Zod's documented import. The named `z` is a namespace object bundlers must keep whole, with
      // every language's error messages.
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']", message: "Write import * as z from 'zod' (or import type * as z): the named z carries all of zod's locales into every bundle." },
      ],
    },
  },
  {
    // Settings come from lib/settings.ts, declared and parsed once. Tests may read their own knobs (fuzz runs and seeds).
    ignores: ['lib/settings.ts', '**/*.test.ts', 'tests/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from lib/settings.ts (env), and pass a child process childEnv().' }],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', console: 'readonly', location: 'readonly', sessionStorage: 'readonly' } },
  },
)
