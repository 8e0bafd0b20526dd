import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import type { ManifestTransform } from 'workbox-build'
import { readManifest, shellChunks } from '../server/http/build'

/** Only what index.html loads is precached: the shell's chunks and stylesheets (the worker keeps other code once it is used). */
function shellOnly(distDir: string): ManifestTransform {
  return (entries) => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8')
    const manifest = readManifest(distDir)
    const shell = new Set([...shellChunks(manifest, html)].map((key) => manifest[key].file))
    for (const [, css] of html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)) shell.add(css)
    return { manifest: entries.filter((entry) => shell.has(entry.url)) }
  }
}

/**
 * `import.meta.env.SERVICE_WORKER`: true in the build that writes dist/sw.js, so the storefront
 * registers it only there (not under the dev server, and not in Storybook, which leaves this
 * plugin out with the worker's).
 */
export const serviceWorkerFlag: Plugin = {
  name: 'vitrine:service-worker-flag',
  config: (_, { command }) => ({ define: { 'import.meta.env.SERVICE_WORKER': JSON.stringify(command === 'build') } }),
}

/**
 * The storefront's service worker, src/pwa/sw.ts, built into dist/sw.js with the shell's files
 * written into it. It registers itself from the storefront (src/pwa/register.ts); the web
 * manifest is the service's, per tenant (server/modules/pwa).
 */
export const serviceWorker = (distDir: string): Plugin[] => [
  ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['assets/*.{js,css}'], rollupFormat: 'iife', manifestTransforms: [shellOnly(distDir)] },
  }),
  serviceWorkerFlag,
]
