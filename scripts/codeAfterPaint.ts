import type { Plugin } from 'vite'

/** Where index.html keeps the app's code until the page's largest paint; the service adds the route's hints inside it. */
export const codeTemplateStart = '<template id="vitrine-code">'

/**
 * The storefront's pages paint from their HTML (the service draws their first view, with the
 * largest picture asked for in the head); the app's code makes them work. It is asked for once
 * that paint is on screen, so on a slow link the picture has the line to itself instead of sharing
 * it with 250 kB of script (docs/performance.md#the-first-view). The module scripts Vite writes,
 * the route's modulepreloads the service adds (server/http/pageHints.ts) and the shopper's message
 * catalog wait in a template; a small inline script moves them into the head.
 */
export function codeAfterPaint(): Plugin {
  return {
    name: 'vitrine:code-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const locales: Record<string, string> = {}
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const lang = chunk.type === 'chunk' && chunk.facadeModuleId?.match(/\/src\/locales\/(\w+)\.po$/)?.[1]
          if (lang) locales[lang] = `/${chunk.fileName}`
        }
        const scripts = html.match(/<script type="module"[^>]*><\/script>\s*/g) ?? []
        const at = html.indexOf(scripts[0] ?? '</head>')
        const rest = scripts.reduce((page, script) => page.replace(script, ''), html.slice(at))
        // Vite gives every script, this one included, the page's nonce (html.cspNonce) after this hook.
        const loader = `<script>(${startCodeAfterPaint.toString()})(${JSON.stringify(locales)})</script>`
        return `${html.slice(0, at)}${codeTemplateStart}${scripts.join('')}</template>${loader}${rest}`
      },
    },
  }
}

/**
 * Runs inline in the page (no outer names). Starts the code at the first of: a largest-paint entry
 * for the picture the head declares; any largest paint when none is declared, or once the page has
 * loaded and that picture cannot be the largest (it failed, or something at least as large has
 * painted); a page the service did not draw (`#root` empty once parsed); the shopper's first tap,
 * key or scroll; the page hidden. A browser that reports no largest paints starts it at once.
 * Not `load` alone: a picture decoded off the main thread paints after it, and a browser holding
 * its first paint back (Chromium's paint holding) fires it long before.
 */
function startCodeAfterPaint(locales: Record<string, string>) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const code = document.getElementById('vitrine-code') as HTMLTemplateElement
    for (const hint of Array.from(code.content.children)) {
      const element = document.createElement(hint.localName)
      for (const { name, value } of Array.from(hint.attributes)) element.setAttribute(name, value)
      document.head.append(element)
    }
    // The page's language, which the service drew it in (the prefs cookie's): storage read cold costs a phone 20 ms.
    const catalog = document.createElement('link')
    catalog.rel = 'modulepreload'
    catalog.href = locales[document.documentElement.lang] || locales.en
    document.head.append(catalog)
  }
  let largest = 0
  let loaded = false
  const declared = () => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href
  /** The declared picture's area on screen, or 0 when it is not there or failed. */
  const pictureArea = (href: string) => {
    const image = Array.from(document.images).find((i) => i.currentSrc === href || i.src === href)
    if (!image?.naturalWidth) return 0
    const r = image.getBoundingClientRect()
    return (
      Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0))
    )
  }
  const settle = () => {
    const href = declared()
    if (largest > 0 && (!href || (loaded && largest >= pictureArea(href)))) start()
  }
  try {
    if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      return start()
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string; size: number })[]) {
        if (entry.url && entry.url === declared()) return start()
        largest = Math.max(largest, entry.size)
      }
      settle()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    return start()
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('root')?.firstElementChild) start()
  })
  addEventListener('load', () => {
    loaded = true
    settle()
  })
  for (const type of ['pointerdown', 'keydown', 'scroll', 'visibilitychange']) addEventListener(type, start, { once: true, capture: true })
}
