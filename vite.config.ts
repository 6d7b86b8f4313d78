import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { hostingFilesPlugin } from './lib/build/hostingFiles.ts'
import { preloadsPlugin } from './lib/build/preloads.ts'

export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), preloadsPlugin(), hostingFilesPlugin()],
})
