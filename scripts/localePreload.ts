import type { Plugin } from 'vite'

/**
 * The app awaits the shopper's message catalog before its first render, and only the app knew
 * which one: a small script in index.html asks for it at once (the language saved under
 * `lang`, else English), alongside the app's own code instead of after it.
 */
export function localePreload(): Plugin {
  return {
    name: 'vitrine:locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files: Record<string, string> = {}
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const lang = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/src\/locales\/(\w+)\.po$/)?.[1]
          if (lang) files[lang] = `/${chunk.fileName}`
        }
        const script = `(function(){var f=${JSON.stringify(files)},l;try{l=localStorage.getItem('lang')}catch(e){}var k=document.createElement('link');k.rel='modulepreload';k.fetchPriority='low';k.href=f[l]||f.en;document.head.appendChild(k)})()`
        return [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}
