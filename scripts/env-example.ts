// npm run docs:env: writes .env.example from the declarations of lib/settings.ts.
import fs from 'node:fs'
import { envExample } from '../lib/settings.ts'

const FILE = '.env.example'
const before = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : ''
const after = envExample()
fs.writeFileSync(FILE, after)
console.log(after === before ? `${FILE}: already up to date.` : `${FILE}: rewritten from lib/settings.ts.`)
