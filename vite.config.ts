import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type SSROptions } from 'vite'
import { contentWatchPlugin } from './lib/content/store.ts'
import { adminPlugin } from './lib/build/plugins/adminPlugin.ts'
import { fullBuildPlugin } from './lib/build/plugins/fullBuildPlugin.ts'
import { imagesPlugin } from './lib/build/plugins/imagesPlugin.ts'
import { tailwindPlugin } from './lib/build/plugins/tailwindPlugin.ts'
import { preloadsPlugin } from './lib/build/render/preloads.ts'
import { SHARED_PACKAGES } from './lib/nodeBundle.mjs'

export default defineConfig(async ({ command }) => ({
  // First: a broken content file must stop the build before the previous one is set aside.
  plugins: [fullBuildPlugin(), contentWatchPlugin(), vike(), react(), await tailwindPlugin(command), preloadsPlugin(), imagesPlugin(), adminPlugin()],
  // The server bundle, which a content rebuild loads in the build script's process to render the
  // changed pages, carries its packages inside rather than importing them: Node would resolve and
  // open zod's 95 modules one by one (the build script inlines its own; scripts/build.mjs). The
  // packages the build shares with it (Vike, React) stay imports.
  ssr: (command === 'build' ? { noExternal: true, external: SHARED_PACKAGES } : {}) satisfies SSROptions,
  build: {
    // The HTML already preloads every chunk an island needs (lib/build/render/preloads.ts), so Vite's
    // runtime preload helper would only add bytes to each island page.
    modulePreload: false,
  },
}))
