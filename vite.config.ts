import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './lib/build/contentPlugin.ts'
import { hostingFilesPlugin } from './lib/build/hostingFiles.ts'
import { imagesPlugin } from './lib/build/imagesPlugin.ts'
import { previousBuildPlugin } from './lib/build/previousBuild.ts'
import { adminPlugin } from './lib/editor/adminPlugin.ts'
import { preloadsPlugin } from './lib/build/preloads.ts'

export default defineConfig({
  // The content check first: a broken file must stop the build before the previous one is set aside.
  plugins: [contentPlugin(), previousBuildPlugin(), vike(), react(), tailwindcss(), preloadsPlugin(), hostingFilesPlugin(), imagesPlugin(), adminPlugin()],
  build: {
    // The HTML already preloads every chunk an island needs (lib/build/preloads.ts), so Vite's
    // runtime preload helper would only add bytes to each island page.
    modulePreload: false,
  },
})
