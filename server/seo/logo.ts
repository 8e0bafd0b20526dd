import { Hono } from 'hono'
import type { SettingValues } from '../../contract/api'
import { logoPath } from '../../contract/head/urls'
import type { AppEnv } from '../http/context'
import { imaging } from '../lib/imaging'
import { settingByKey } from '../modules/settings/service'
import { hostSite, inSite } from './site'

/** Previews are 1.91:1; the logo sits in the middle, on white. */
const card = { width: 1200, height: 630 }
const made = new Map<string, Promise<Buffer>>()

async function drawCard(svg: Buffer): Promise<Buffer> {
  const sharp = await imaging()
  const logo = await sharp(svg, { density: 288 }).resize({ width: 960, height: 420, fit: 'inside' }).png().toBuffer()
  return sharp({ create: { ...card, channels: 3, background: '#ffffff' } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** An SVG data URL's document, or null for anything else. */
function inlineSvg(url: string | undefined): Buffer | null {
  const match = url && /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,(.*)$/s.exec(url)
  if (!match) return null
  return match[2] ? Buffer.from(match[3], 'base64') : Buffer.from(decodeURIComponent(match[3]))
}

/** The card of a logo, drawn once per logo (a tenant that changes its logo gets a new one); null when it does not draw. */
async function cardOf(logo: string, svg: Buffer): Promise<Buffer | null> {
  let png = made.get(logo)
  if (!png) {
    made.set(logo, (png = drawCard(svg)))
    if (made.size > 32) made.delete(made.keys().next().value as string)
  }
  return png.catch(() => {
    made.delete(logo)
    return null
  })
}

function logoOf(setting: { settingValue: string } | null): string | undefined {
  try {
    return setting ? (JSON.parse(setting.settingValue) as Partial<SettingValues['DOMAIN_PIC_SETTING']>).logo : undefined
  } catch {
    return undefined
  }
}

export const logoRoutes = new Hono<AppEnv>()

logoRoutes.get(logoPath, async (c) => {
  const site = await hostSite(c)
  const logo = logoOf(await inSite(c, site, (tx) => settingByKey(tx, site.tenantId, 'DOMAIN_PIC_SETTING')))
  const svg = inlineSvg(logo)
  const body = svg && (await cardOf(logo!, svg))
  if (!body) return c.text('Not found', 404)
  return c.body(new Uint8Array(body), 200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' })
})
