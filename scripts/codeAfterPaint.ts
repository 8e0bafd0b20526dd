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
 * for the picture the head declares (`painted`); any largest paint when none is declared; once the
 * page has loaded, its pictures are decoded and two frames have passed, any largest paint (the
 * picture failed, or was not the largest: `decoded`); a page the service did not draw (`#root`
 * empty once parsed); the shopper's first tap, key or wheel, or the page hidden; 1.5 s after `load`
 * whatever the paints say (`late`). A browser that reports no largest paints starts it at once.
 * Not `load` alone: a picture decoded off the main thread paints after it, and a browser holding
 * its first paint back (Chromium's paint holding) fires it about a second before the paint.
 */
function startCodeAfterPaint(locales: Record<string, string>) {
  let started = false
  /** `why` is kept on the document (`data-code`): what started the code, for tests and for whoever debugs a page. */
  const start = (why: string) => {
    if (started) return
    started = true
    document.documentElement.dataset.code = why
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
  // `painted`: a largest paint is on screen; `decoded`: the page has loaded and its pictures are decoded and drawn.
  let painted = false
  let decoded = false
  const declared = () => document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href
  const settle = () => {
    if (painted && (decoded || !declared())) start(decoded ? 'decoded' : 'painted')
  }
  try {
    if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
      return start('unsupported')
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[]) {
        if (entry.url && entry.url === declared()) return start('painted')
      }
      painted = true
      settle()
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {
    return start('unsupported')
  }
  document.addEventListener('DOMContentLoaded', () => {
    if (!document.getElementById('root')?.firstElementChild) start('not drawn')
  })
  // Loaded, the picture failed or is drawn; two frames after its decoding, a picture that was the largest has painted.
  addEventListener('load', () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    // Only pictures already in: a lazy one below the fold would hold decode() until it is scrolled to.
    const pictures = Array.from(document.images, (image) => image.complete && image.decode().catch(() => {}))
    void Promise.all(pictures)
      .then(frame)
      .then(frame)
      .then(() => {
        decoded = true
        settle()
      })
    // Whatever the paints say, the page works soon after it has loaded (a held first paint comes well within this).
    setTimeout(() => start('late'), 1500)
  })
  // A shopper's input ends the largest paints' reports: no entry for the picture may come after it.
  for (const type of ['pointerdown', 'keydown', 'wheel', 'visibilitychange']) {
    addEventListener(type, () => start(type), { once: true, capture: true })
  }
}
