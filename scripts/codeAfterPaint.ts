import type { Plugin } from 'vite'

/**
 * The storefront's pages paint from their HTML (the service draws their first view, with the
 * largest picture asked for in the head); the app's code makes them work. Asked at low priority,
 * the code queues behind the styles and that picture on a slow link instead of ahead of them
 * (docs/performance.md#the-first-view). The route's code hinted per page (server/http/pageHints.ts)
 * and the language's catalog (scripts/localePreload.ts) are asked the same way.
 */
export function codeAfterPaint(): Plugin {
  return {
    name: 'vitrine:code-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" '),
    },
  }
}
