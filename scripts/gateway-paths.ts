// npm run gateway:paths: writes the files the editor gateway lets a save touch
// (supabase/functions/editor-gateway/paths.json) from the editor's config; a test fails until it is current.
import fs from 'node:fs'
import { decapConfig, editablePaths } from '../lib/editor/decapConfig.ts'

const GATEWAY_PATHS = 'supabase/functions/editor-gateway/paths.json'
const after = `${JSON.stringify(editablePaths(decapConfig(process.cwd())), null, 2)}\n`
const before = fs.existsSync(GATEWAY_PATHS) ? fs.readFileSync(GATEWAY_PATHS, 'utf8') : ''
fs.writeFileSync(GATEWAY_PATHS, after)
console.log(after === before ? `${GATEWAY_PATHS}: already up to date.` : `${GATEWAY_PATHS}: rewritten from the editor's config.`)
