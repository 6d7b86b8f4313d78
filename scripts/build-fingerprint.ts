// npm run build:fingerprint: one line, the fingerprint of everything a build reads besides the text
// of content/ (lib/build/buildState.ts buildInputs). The deploy workflow keys its cache of dist/ and
// .cache/ by it, so a deploy whose code is that of the last one restores that build and takes the
// content-rebuild path; tests/build/deployCache.test.ts shows it in a fresh clone.
import { buildInputs } from '../lib/build/buildState.ts'

console.log(buildInputs(process.cwd()))
