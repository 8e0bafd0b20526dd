import { createHash } from 'node:crypto'
import type { Language } from '../../../contract/locale'
import { offlinePage } from '../../../contract/offline'
import { message } from '../../http/messages'
import type { Brand } from './brand'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

const style = `
*{box-sizing:border-box}
body{margin:0;font-family:Georgia,"Times New Roman",serif;background:var(--bg);color:var(--ink);line-height:1.5}
main{max-width:60rem;margin:0 auto;padding:3rem 1.25rem}
.brand{font-size:.75rem;letter-spacing:.2em;text-transform:uppercase;margin:0 0 3rem}
h1{font-weight:normal;font-size:2.25rem;line-height:1.1;margin:0 0 1rem}
h2{font-weight:normal;font-size:1.5rem;margin:3rem 0 1.5rem}
p{margin:0 0 1.5rem;max-width:36rem}
a{color:inherit}
.retry{display:inline-block;border:1px solid var(--ink);padding:.6rem 1.5rem;text-decoration:none;text-transform:uppercase;letter-spacing:.1em;font-size:.8rem}
ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));gap:1.5rem 1rem}
li a{display:flex;flex-direction:column;gap:.35rem;text-decoration:none;font-size:.85rem}
li img,li .blank{display:block;width:100%;height:auto;aspect-ratio:3/4;object-fit:cover;background:rgba(0,0,0,.06)}
li .by{font-size:.7rem;letter-spacing:.12em;text-transform:uppercase;opacity:.7}
`.replace(/\n/g, '')

/** The page's policy: no script at all, its one style element by hash, pictures from this site only. */
const policyFor = (css: string) =>
  [
    "default-src 'none'",
    "img-src 'self' data:",
    `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')

/**
 * The offline page in one language: what happened, a link that tries the page again (an empty
 * href is the page itself), and the section the service worker fills with the recently viewed products.
 */
export function offlineHtml(brand: Brand, lang: Language): { html: string; policy: string } {
  const text = (key: Parameters<typeof message>[0]) => escapeHtml(message(key, lang))
  const css = `:root{--bg:${brand.background};--ink:${brand.ink}}${style}`
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${brand.background}">
<title>${text('offlineTitle')} · ${escapeHtml(brand.name)}</title>
<style>${css}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand.name)}</p>
<h1>${text('offlineTitle')}</h1>
<p>${text('offlineText')}</p>
<p><a class="retry" href="">${text('offlineRetry')}</a></p>
${offlinePage.sectionStart}<section aria-labelledby="recent"><h2 id="recent">${text('offlineRecent')}</h2><ul>${offlinePage.list}</ul></section>${offlinePage.sectionEnd}
</main>
</body>
</html>
`
  return { html, policy: policyFor(css) }
}
