import { Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { decodePrefs, prefsCookie } from '../../../contract/boot'
import { languages, toLanguage } from '../../../contract/locale'
import { offlinePage } from '../../../contract/offline'
import type { AppEnv } from '../../http/context'
import { uploadStore } from '../file/public'
import { brandOfRequest } from './brand'
import { iconPng, iconVersion, isIconVariant } from './icons'
import { webManifest } from './manifest'
import { offlineHtml } from './offlinePage'

/**
 * The installable app, per tenant (the host says which): its web manifest, its icons drawn from
 * the tenant's mark, and the offline page the service worker keeps.
 */
export const pwaRoutes = new Hono<AppEnv>()

pwaRoutes.get('/manifest.webmanifest', async (c) => {
  const brand = await brandOfRequest(c)
  return c.body(JSON.stringify(webManifest(brand)), 200, {
    'content-type': 'application/manifest+json; charset=utf-8',
    'cache-control': 'no-cache',
  })
})

pwaRoutes.get('/pwa/:file{icon-[\\w-]+\\.png}', async (c) => {
  const variant = c.req.param('file').slice('icon-'.length, -'.png'.length)
  if (!isIconVariant(variant)) return c.notFound()
  const brand = await brandOfRequest(c)
  const png = await iconPng(brand, variant, uploadStore(c.get('config')))
  // An address with the current version names these exact pixels; any other is answered, not kept.
  const current = c.req.query('v') === iconVersion(brand)
  return c.body(new Uint8Array(png), 200, {
    'content-type': 'image/png',
    'cache-control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
})

/** In `lang` when given (the service worker asks for the shopper's), else in the prefs cookie's language. */
pwaRoutes.get(offlinePage.path, async (c) => {
  const asked = c.req.query('lang')
  const lang = asked && (languages as readonly string[]).includes(asked) ? toLanguage(asked) : decodePrefs(getCookie(c, prefsCookie)).lang
  const { html, policy } = offlineHtml(await brandOfRequest(c), lang)
  return c.html(html, 200, { 'cache-control': 'no-cache', 'content-language': lang, 'content-security-policy': policy })
})
