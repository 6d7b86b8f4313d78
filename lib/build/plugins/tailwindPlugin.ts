// Tailwind's Vite plugin, loaded so that a build does not pay for a loader hook it never uses.
//
// On Node before 22.15 (no module.registerHooks), @tailwindcss/node registers an ES module loader
// hook as it loads (module.register). Node then runs every later import of the process through a
// second thread, Vike's and the server bundle's included: about 1.5 s of CPU in a cold build of the
// 4,000-article site. The hook only carries the `?id=` Tailwind adds when it imports a config or
// plugin file again after an edit, to the files that one imports: something `npm run dev` may need,
// and a build, which loads each of them once, never does. So a build loads the plugin with
// module.register set aside; dev loads it as it comes.
import Module, { syncBuiltinESMExports } from 'node:module'
import type { PluginOption } from 'vite'

export async function tailwindPlugin(command: 'build' | 'serve'): Promise<PluginOption> {
  if (command === 'serve' || typeof Module.registerHooks === 'function') return (await import('@tailwindcss/vite')).default()
  const { register } = Module
  // Tailwind reads it from the module's named exports, which follow the object only when synced.
  Module.register = () => {}
  syncBuiltinESMExports()
  try {
    return (await import('@tailwindcss/vite')).default()
  } finally {
    Module.register = register
    syncBuiltinESMExports()
  }
}
