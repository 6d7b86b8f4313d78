import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { preloadsPlugin } from './lib/build/preloads.ts'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), preloadsPlugin()],
})
