import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { contentWatchPlugin } from './lib/content/store.ts'
import { adminPlugin } from './lib/build/plugins/adminPlugin.ts'
import { fullBuildPlugin } from './lib/build/plugins/fullBuildPlugin.ts'
import { imagesPlugin } from './lib/build/plugins/imagesPlugin.ts'
import { tailwindPlugin } from './lib/build/plugins/tailwindPlugin.ts'
import { preloadsPlugin } from './lib/build/render/preloads.ts'

export default defineConfig(async ({ command }) => ({
  // First: a broken content file must stop the build before the previous one is set aside.
  plugins: [fullBuildPlugin(), contentWatchPlugin(), vike(), react(), await tailwindPlugin(command), preloadsPlugin(), imagesPlugin(), adminPlugin()],
  build: {
    // The HTML already preloads every chunk an island needs (lib/build/render/preloads.ts), so Vite's
    // runtime preload helper would only add bytes to each island page.
    modulePreload: false,
  },
}))
