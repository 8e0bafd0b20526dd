import { defineConfig } from 'vite'
import { appPlugins } from './vite.config'

/**
 * The libraries are required as Node hands them over; Rolldown's Node-mode interop would take a
 * compiled ES module's whole `exports` for its default (`@emotion/cache`'s). Without the flag, a
 * module marked `__esModule` gives its `default`, as in the browser's build.
 */
const esModuleInterop = {
  name: 'vitrine:first-view-interop',
  renderChunk: (code: string) => code.replace(/__toESM\((\w+), 1\)/g, '__toESM($1)'),
}

/**
 * The service's build of the first view (src/entry-server.tsx, server/http/firstView.ts): one
 * CommonJS file, so the service can run a fresh copy of the app per page; the libraries stay
 * outside it, shared, except Lingui's core, whose one `i18n` each copy must have its own of.
 */
export default defineConfig({
  plugins: [...appPlugins(), esModuleInterop],
  ssr: { noExternal: ['@lingui/core', 'ky'] },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist/.firstView',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { format: 'cjs', codeSplitting: false, entryFileNames: 'firstView.cjs' } },
  },
})
