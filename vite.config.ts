import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentPlugin } from './lib/build/plugins/contentPlugin.ts'
import { hostingFilesPlugin } from './lib/build/hosting/hostingFiles.ts'
import { imagesPlugin } from './lib/build/plugins/imagesPlugin.ts'
import { previousBuildPlugin } from './lib/build/incremental/previousBuild.ts'
import { preloadsPlugin } from './lib/build/render/preloads.ts'

export default defineConfig({
  // The content check first: a broken file must stop the build before the previous one is set aside.
  plugins: [contentPlugin(), previousBuildPlugin(), vike(), react(), tailwindcss(), preloadsPlugin(), hostingFilesPlugin(), imagesPlugin()],
  build: {
    // The HTML already preloads every chunk an island needs (lib/build/render/preloads.ts), so Vite's
    // runtime preload helper would only add bytes to each island page.
    modulePreload: false,
  },
})
