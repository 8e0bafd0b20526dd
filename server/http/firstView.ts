import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { runInThisContext } from 'node:vm'
import type { FirstView, FirstViewRequest } from '../../contract/boot'
import { serviceLog } from '../lib/log'

/** Where the storefront's build puts its first view's bundle (a dot-folder: never served as a file). */
export const firstViewFile = (distDir: string) => join(distDir, '.firstView', 'firstView.cjs')

/** Longer than a page's first view takes (a few milliseconds); past it the browser draws the page alone. */
const patienceMs = 500

export type FirstViewDrawer = (request: FirstViewRequest) => Promise<FirstView | null>
type Draw = (request: FirstViewRequest, kept: Map<string, unknown>) => Promise<FirstView | null>
type Exports = { renderFirstView?: Draw; prepareFirstView?: (kept: Map<string, unknown>) => void }
type Instance = (exports: object, require: NodeJS.Require, module: { exports: Exports }) => void

/**
 * The page's first view as HTML, drawn by the storefront's own code (src/entry-server.tsx), or
 * null when the page cannot be drawn here (docs/performance.md#the-first-view). The app keeps
 * state in its modules (the session, the language, caches made for one visit), so each page gets
 * a fresh copy of them: the bundle is compiled once, and its modules run anew per page (about 3
 * ms); the libraries it requires are loaded once and shared. Null without a built bundle.
 */
export function firstViewDrawer(distDir: string): FirstViewDrawer | null {
  const file = firstViewFile(distDir)
  if (!existsSync(file)) return null
  const instance = runInThisContext(`(function (exports, require, module) {${readFileSync(file, 'utf8')}\n})`, {
    filename: file,
  }) as Instance
  const require = createRequire(file)
  const kept = new Map<string, unknown>()
  const copy = () => {
    const module: Parameters<Instance>[2] = { exports: {} }
    instance(module.exports, require, module)
    return module.exports
  }
  // The first copy loads the libraries (about a second): done as the service starts, not in a shopper's page.
  setImmediate(() => {
    try {
      copy().prepareFirstView?.(kept)
    } catch (error) {
      serviceLog.warn({ err: error }, 'first view not prepared')
    }
  })
  return async (request) => {
    let timer: NodeJS.Timeout | undefined
    try {
      const draw = copy().renderFirstView
      if (!draw) return null
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), patienceMs)
      })
      return await Promise.race([draw(request, kept), late])
    } catch (error) {
      serviceLog.warn({ err: error, href: request.href }, 'first view not drawn')
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}
