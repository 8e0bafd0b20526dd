import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { Scalar } from '@scalar/hono-api-reference'
import { Hono } from 'hono'
import type { AppEnv } from './context'
import { openApiDocument } from './openapi'

/**
 * The API reference: GET /app-api/openapi.json (the document) and /app-api/docs (a page to
 * browse it). The reference script is served from node_modules, never a CDN, so the page works
 * offline; it loads only on this page, never in the storefront's bundle.
 */
export const docsRoutes = new Hono<AppEnv>()

/** Scalar's single-file browser build, when @scalar/api-reference is installed. */
function scalarScript(): Buffer | null {
  try {
    const require = createRequire(import.meta.url)
    return readFileSync(require.resolve('@scalar/api-reference/dist/browser/standalone.js'))
  } catch {
    return null
  }
}

let document: ReturnType<typeof openApiDocument> | undefined
docsRoutes.get('/openapi.json', (c) => c.json((document ??= openApiDocument())))

const script = scalarScript()
const scriptPath = '/app-api/docs/scalar.js'

if (script) {
  docsRoutes.get('/docs/scalar.js', (c) =>
    c.body(new Uint8Array(script), 200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }),
  )
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
} else {
  // Without Scalar's package, a plain page lists the operations and their schemas.
  docsRoutes.get('/docs', (c) => {
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.html(plainReference((document ??= openApiDocument())))
  })
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function plainReference(doc: ReturnType<typeof openApiDocument>) {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const { summary, parameters, requestBody, responses } = op as {
        summary: string
        parameters: unknown
        requestBody?: unknown
        responses: unknown
      }
      const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`
      return `<details><summary><b>${method.toUpperCase()}</b> <code>${escape(path)}</code> ${escape(summary)}</summary>
<h4>Parameters</h4>${json(parameters)}${requestBody ? `<h4>Body</h4>${json(requestBody)}` : ''}
<h4>Responses</h4>${json(responses)}</details>`
    }),
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<style>body{font:14px system-ui;margin:2rem;max-width:70rem}details{border-bottom:1px solid #ddd;padding:.4rem 0}
pre{background:#f6f6f6;padding:.5rem;overflow:auto}</style>
</head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}
The document: <a href="/app-api/openapi.json">/app-api/openapi.json</a>.</p>
${operations.join('\n')}</body></html>`
}
