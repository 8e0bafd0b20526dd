/**
 * The offline page: made by the service (server/modules/pwa) in the shopper's language, kept by the
 * service worker (src/pwa/sw.ts) and shown when a page cannot be reached. The worker writes the
 * recently viewed products in place of `list`, or removes the section between the two markers
 * when there are none.
 */
export const offlinePage = {
  path: '/offline',
  list: '<!--recently-viewed-->',
  sectionStart: '<!--recent-->',
  sectionEnd: '<!--/recent-->',
} as const

/** What the storefront tells its service worker. */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'OFFLINE_PAGE'; lang: string }
