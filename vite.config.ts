import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { devServerPlugin } from './lib/build/plugins/devServer.ts'
import { imagesPlugin } from './lib/build/plugins/imagesPlugin.ts'
import { preloadsPlugin } from './lib/build/render/preloads.ts'

// Vike loads this file several times a build, bundling it and the project files it imports each
// time: those stay few and small, and load what they need when they need it.
export default defineConfig({
  plugins: [vike(), react(), tailwindcss(), preloadsPlugin(), imagesPlugin(), devServerPlugin()],
  build: {
    // The HTML already preloads every chunk an island needs (lib/build/render/preloads.ts), so Vite's
    // runtime preload helper would only add bytes to each island page.
    modulePreload: false,
  },
})
