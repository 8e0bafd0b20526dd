/**
 * Addresses the service answers itself, never the storefront's pages: its APIs, files, newsletter
 * pages, sitemaps, robots.txt, the web manifest and its icons, the worker, the offline page and the
 * health check. A navigation to one is left to the browser, so a failed one never shows the offline page.
 */
const folders = ['app-api', 'admin-api', 'private', 'uploads', 'media', 'newsletter', 'seo', 'pwa', 'sitemap']
const files = ['sitemap.xml', 'robots.txt', 'manifest.webmanifest', 'sw.js', 'offline', 'health']

const literal = (text: string) => text.replaceAll('.', '\\.')

/** Workbox's NavigationRoute `denylist`: matched against a URL's path and query. */
export const servicePaths: RegExp[] = [
  new RegExp(`^/(${folders.map(literal).join('|')})/`),
  new RegExp(`^/(${files.map(literal).join('|')})(\\?|$)`),
]
