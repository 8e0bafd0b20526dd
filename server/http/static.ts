import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, resolve, sep } from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { codeTemplateStart } from '../../scripts/codeAfterPaint'
import { noncePlaceholder } from '../../scripts/cspNonce'
import { pageHints } from './pageHints'
import { acceptedEncodings } from './compress'
import { streamedPage, type Encoding } from './pageStream'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
}

/** A file's type by its extension. */
export const contentTypeOf = (file: string) => types[extname(file)] ?? 'application/octet-stream'

/** What a file that never changes under its name is cached with: a year, never asked again. */
export const immutableCaching = 'public, max-age=31536000, immutable'

/**
 * What a page (index.html for a route) gets for this request; never rejects. `body` goes at the
 * end of its body; `head` (hints such as the largest picture's preload) goes in the head, before
 * its scripts, when the page is sent whole, and first in the late part when the head went ahead.
 */
export type PageExtras = (c: Context, nonce: string) => Promise<PageParts>

/** A page's parts made per request: hints for its head, its first view's HTML (for `#root`), data for the end of its body. */
export interface PageParts {
  head: string
  root: string
  body: string
  /** The path the first view was drawn at, when it followed a redirect: a whole page's code hints follow it. */
  drawnAt?: string
}

/** A page's language and head elements for this request (title first), or null to keep index.html's; never rejects. */
export type PageHeadWriter = (c: Context) => Promise<{ lang: string; html: string } | null>

/** index.html with the request's head: its language, and its title, description and theme colour replaced by the head's elements. */
function withHead(page: string, head: { lang: string; html: string } | null): string {
  if (!head) return page
  const lang = `lang="${head.lang}"`
  const bare = page
    .replace(/<html[^>]*>/, (tag) => (/lang="[^"]*"/.test(tag) ? tag.replace(/lang="[^"]*"/, lang) : tag.replace('<html', `<html ${lang}`)))
    .replace(/<meta name="(description|theme-color)"[^>]*>\s*/g, '')
  const title = /<title>[^<]*<\/title>/
  return title.test(bare) ? bare.replace(title, () => head.html) : bare.replace('</head>', () => `${head.html}</head>`)
}

/**
 * A page's Content-Security-Policy: its code and styles come from this site, and the few inline
 * ones (index.html's scripts, Emotion's style elements) carry the page's nonce. Only pages served
 * here get it: a page made elsewhere (the API reference) sets its own.
 */
export const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "media-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')

/** Uploaded files are shoppers' pictures: shown, never run, even one that is HTML or SVG inside. */
export const uploadPolicy = "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'"

/**
 * Serves files under `root` with the precompressed .br or .gz beside them when the client
 * accepts it. Hashed build files (under /assets/) are cached for a year; everything else is
 * revalidated. With `spaFallback`, unknown paths get index.html so the router can answer, with
 * the head `pageHead` writes (the page waits for it); its `pageExtras` follow the rest of the
 * page, which is sent before they are ready, or with them under `wholePage`. Pages get a fresh CSP nonce each; other files `filePolicy` if given.
 * Nothing outside `root` is served, nor any dot-file or file in a dot-folder (the build's
 * .vite/manifest.json); a path that does not decode, or hides a separator or a dot segment in
 * its escapes, is a 400.
 */
export function serveFiles(
  root: string,
  options: {
    prefix?: string
    spaFallback?: boolean
    immutable?: RegExp
    pageHead?: PageHeadWriter
    pageExtras?: PageExtras
    wholePage?: boolean
    filePolicy?: string
  } = {},
): MiddlewareHandler {
  const prefix = options.prefix ?? ''
  const base = resolve(root)
  const index = join(base, 'index.html')
  const pageFor = options.spaFallback ? pageHints(base) : () => null
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const pathname = new URL(c.req.url).pathname
    // The router matched the path with its escapes decoded: an escaped prefix is not this folder.
    if (!pathname.startsWith(prefix)) return next()
    const relative = localPath(pathname.slice(prefix.length))
    if (relative === null) return c.text('Bad request', 400)
    if (relative.split('/').some((segment) => segment.startsWith('.'))) return next()
    const candidate = resolve(base, `.${relative}`)
    let file = candidate.startsWith(base + sep) && isFile(candidate) ? candidate : null
    if (!file && options.spaFallback && !extname(relative) && existsSync(index)) file = index
    if (!file) return next()
    const accepts = acceptedEncodings(c.req.header('accept-encoding'))
    const template = file === index ? pageFor(c.req.path) : null
    const encoding = template !== null ? pageEncoding(accepts) : fileEncoding(file, accepts)
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(file),
      'cache-control': options.immutable?.test(c.req.path) ? immutableCaching : 'no-cache',
      // A page's start-up replies follow the prefs cookie, and home's data the phone or desktop the user agent names.
      vary: template !== null && options.pageExtras ? 'accept-encoding, cookie, user-agent' : 'accept-encoding',
    }
    if (encoding) headers['content-encoding'] = encoding
    const nonce = template !== null ? randomBytes(16).toString('base64') : ''
    if (template !== null) headers['content-security-policy'] = pagePolicy(nonce)
    else if (options.filePolicy) headers['content-security-policy'] = options.filePolicy
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    if (template !== null) {
      // Both start at once: they share the page's calls to the app (server/http/boot.ts).
      const extras = options.pageExtras ? options.pageExtras(c, nonce) : Promise.resolve<PageParts>({ head: '', root: '', body: '' })
      const head = options.pageHead ? await options.pageHead(c) : null
      const pageOf = (hinted: string) => withHead(hinted.replaceAll(noncePlaceholder, nonce), head)
      const page = pageOf(template)
      const stream = options.wholePage
        ? streamedPage(
            await extras.then((more) => wholePage(more.drawnAt ? pageOf(pageFor(more.drawnAt) ?? template) : page, more)),
            Promise.resolve(''),
            encoding,
          )
        : streamedPage(
            page.slice(0, rootAt(page)),
            extras.then((more) => more.head + withRoot(page.slice(rootAt(page)), more)),
            encoding,
          )
      return c.body(stream, 200, headers)
    }
    return c.body(new Uint8Array(readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file)), 200, headers)
  }
}

const emptyRoot = '<div id="root"></div>'

/** Where the page's `#root` starts (its end when index.html has none): what can go out before the extras. */
function rootAt(page: string) {
  const at = page.indexOf(emptyRoot)
  return at < 0 ? page.length : at
}

/** `rest` (from `#root` on) with the first view in `#root` and the body's extras at its end. */
function withRoot(rest: string, extras: PageParts): string {
  const end = rest.lastIndexOf('</body>')
  const at = end < 0 ? rest.length : end
  return rest.slice(0, at).replace(emptyRoot, () => `<div id="root">${extras.root}</div>`) + extras.body + rest.slice(at)
}

/**
 * A page with its extras in place: the head's before the head's code (its first script, or the
 * template that holds the app's code), so the browser finds the largest picture first.
 */
function wholePage(page: string, extras: PageParts): string {
  const headEnd = page.indexOf('</head>')
  const code = Math.min(...[codeTemplateStart, '<script'].map((mark) => page.indexOf(mark)).filter((at) => at >= 0))
  const at = code < (headEnd < 0 ? page.length : headEnd) ? code : Math.max(headEnd, 0)
  return page.slice(0, at) + extras.head + withRoot(page.slice(at), extras)
}

/**
 * A URL path as a path below the root, decoded once; null when it does not decode or its escapes
 * hide a separator, a dot segment (the URL parser resolves only the plain ones) or a NUL.
 */
function localPath(encoded: string): string | null {
  if (/%(2f|5c|00)/i.test(encoded)) return null
  let path: string
  try {
    path = decodeURIComponent(encoded)
  } catch {
    return null
  }
  if (path.includes('\\') || path.split('/').some((segment) => segment === '.' || segment === '..')) return null
  return path.startsWith('/') ? path : `/${path}`
}

/**
 * Headers every answer gets, API included: no type sniffing, no framing, referrers cut to the
 * origin across sites (HSTS is the app's: only it knows which proxies to believe).
 * Wraps the app's fetch so it covers every route, whatever registered it.
 */
export function withSecurityHeaders<A extends unknown[]>(
  fetch: (request: Request, ...rest: A) => Response | Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    let response = await fetch(request, ...rest)
    try {
      addSecurityHeaders(response.headers)
    } catch {
      // Headers of a response made elsewhere can be immutable: copy it.
      response = new Response(response.body, response)
      addSecurityHeaders(response.headers)
    }
    return response
  }
}

function addSecurityHeaders(headers: Headers) {
  headers.set('x-content-type-options', 'nosniff')
  headers.set('x-frame-options', 'DENY')
  if (!headers.has('referrer-policy')) headers.set('referrer-policy', 'strict-origin-when-cross-origin')
  if (!headers.get('content-security-policy')?.includes('frame-ancestors'))
    headers.append('content-security-policy', "frame-ancestors 'none'")
}
/** The precompressed file beside `file` the client accepts, if any. */
const fileEncoding = (file: string, accepts: Encoding[]) => accepts.find((e) => isFile(`${file}.${e === 'br' ? 'br' : 'gz'}`)) ?? null

const pageEncoding = (accepts: Encoding[]): Encoding | null => accepts[0] ?? null

function isFile(path: string) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
