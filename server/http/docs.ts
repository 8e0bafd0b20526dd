import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { Scalar } from '@scalar/hono-api-reference'
import { Hono } from 'hono'
import type { AppEnv } from './context'
import { adminOpenApiDocument, openApiDocument } from './openapi'
import { requireOpsToken } from './opsToken'

/**
 * The API reference: GET /app-api/openapi.json (the document) and /app-api/docs (a page to
 * browse it). The reference script is served from node_modules, never a CDN, so the page works
 * offline; it loads only on this page, never in the storefront's bundle.
 */
export const docsRoutes = new Hono<AppEnv>()

let document: ReturnType<typeof openApiDocument> | undefined
docsRoutes.get('/openapi.json', (c) => c.json((document ??= openApiDocument())))

/** GET /admin-api/openapi.json: the admin API's document, for the holder of the ops token as every admin call. */
export const adminDocsRoutes = new Hono<AppEnv>()
let adminDocument: ReturnType<typeof adminOpenApiDocument> | undefined
adminDocsRoutes.get('/openapi.json', requireOpsToken, (c) => c.json((adminDocument ??= adminOpenApiDocument())))

/** Scalar's single-file browser build (4 MB), read at the first visit of the reference. */
let script: Buffer | undefined
const scriptPath = '/app-api/docs/scalar.js'
docsRoutes.get('/docs/scalar.js', (c) => {
  // The package exports no subpath for it: find it beside the package's entry.
  script ??= readFileSync(join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js'))
  return c.body(new Uint8Array(script), 200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' })
})
docsRoutes.get(
  '/docs',
  Scalar((c) => {
    const nonce = randomBytes(16).toString('base64')
    c.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
        `img-src 'self' data:; font-src 'self' data:; connect-src 'self'`,
    )
    return { url: '/app-api/openapi.json', cdn: scriptPath, nonce, pageTitle: 'Vitrine /app-api' }
  }),
)
