// npm run docs:env: writes .env.example from the declarations of lib/settings.ts and of the Edge
// Functions' settings (supabase/functions/_shared/serverConfig.ts and editorGateway.ts).
import fs from 'node:fs'
import { envExample } from '../lib/settings.ts'
import { gatewayVariables } from '../supabase/functions/_shared/editorGateway.ts'
import { deliveryVariables } from '../supabase/functions/_shared/serverConfig.ts'

const FILE = '.env.example'
const before = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : ''
const after = envExample({ delivery: deliveryVariables, editor: gatewayVariables })
fs.writeFileSync(FILE, after)
console.log(after === before ? `${FILE}: already up to date.` : `${FILE}: rewritten from lib/settings.ts.`)
