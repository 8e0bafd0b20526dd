import { seedShopSales } from './sales'
import type { DesignTemplate } from '../../contract/api'
import type { S3Settings } from '../config'
import { schema, type Tx } from '../db/client'
import { createUser } from '../modules/auth/service'
import { seedAddresses } from './addresses'
import { seedArticleLinks } from './articleLinks'
import { wordmark } from './brand'
import { seedCatalog } from './catalog'
import { seedChats } from './chat'
import { seedListings } from './listings'
import { seedShopSettings } from './shopSettings'
import { seedReviews } from './reviews'
import { currencyInfo } from './data/currencies'
import { seedMessages } from './messages'
import { seedBag } from './bag'
import { seedFreight, seedOrders } from './orders'
import { type ArticleSeed, helpArticles, helpTypes } from './data/help'
import { shopAgreement } from './data/shopAgreement'
import { seedPayPasswords } from './payPassword'
import { seedShopApplications } from './shopApplications'
import { seedPayoutAddresses } from './payout'
import { settingsOf } from './settings'
import type { TenantProfile } from './tenants'
import { seedDemoWallet, seedPlatformWallets } from './wallet'

/** One step of a tenant's demo data; later areas (catalog, shops...) append theirs. */
export type TenantSeeder = (tx: Tx, tenantId: number, profile: TenantProfile, options: SeedOptions) => Promise<unknown>
/** How much demo data: generated products per tenant. */
export interface SeedOptions {
  products: number
  /** The data folder whose stores keep the seeded uploads (a temporary folder when absent). */
  dataDir?: string
  /** The bucket that keeps them instead, when S3 is configured. */
  s3?: S3Settings
}

const fill = (texts: Record<string, string>, p: TenantProfile) =>
  Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, text.replaceAll('{shop}', p.name).replaceAll('{email}', p.email)]))

const seedSettings: TenantSeeder = (tx, tenantId, p) =>
  tx
    .insert(schema.tenantSettings)
    .values(Object.entries(settingsOf(p)).map(([key, value]) => ({ tenantId, key, value: JSON.stringify(value) })))

const seedCurrencies: TenantSeeder = (tx, tenantId, p) =>
  tx
    .insert(schema.currencies)
    .values(p.currencies.map((code, sort) => ({ tenantId, code, sort, ...currencyInfo[code], rate: String(currencyInfo[code].rate) })))

const seedNotices: TenantSeeder = (tx, tenantId, p) =>
  tx
    .insert(schema.notices)
    .values(p.notices.map((n, sort) => ({ tenantId, sort, titles: n.titles, contents: n.contents, url: n.url ?? null })))

const seedArticles: TenantSeeder = async (tx, tenantId, p) => {
  const types = [...helpTypes, ...p.types]
  await tx.insert(schema.articleTypes).values(types.map((t, sort) => ({ tenantId, sort, code: t.code, names: t.names })))
  const articles: ArticleSeed[] = [...helpArticles, ...p.articles, shopAgreement]
  await tx.insert(schema.articles).values(
    articles.map((a, sort) => ({
      tenantId,
      sort,
      typeCode: a.typeCode,
      code: a.code,
      titles: fill(a.titles, p),
      contents: fill(a.contents, p),
    })),
  )
}

const seedDesignTemplate: TenantSeeder = (tx, tenantId, p) => {
  const content: DesignTemplate['content'] = {
    category: p.populations,
    topNavigationBar: { logoUrl: wordmark(p.name, p.palette, p.fontFamily), data: p.navigation },
    property: [{ type: 'theme', data: { fontFamily: p.fontFamily }, style: { ...p.palette } }],
  }
  return tx.insert(schema.designTemplates).values({ tenantId, name: `${p.name} home`, content })
}

const seedShoppers: TenantSeeder = async (tx, tenantId, p) => {
  for (const shopper of p.shoppers) await createUser(tx, tenantId, shopper)
}

export const tenantSeeders: TenantSeeder[] = [
  seedSettings,
  seedCurrencies,
  seedNotices,
  seedArticles,
  seedDesignTemplate,
  seedShoppers,
  seedPayPasswords,
  seedAddresses,
  seedCatalog,
  seedArticleLinks,
  seedPayoutAddresses,
  seedPlatformWallets,
  seedDemoWallet,
  seedFreight,
  seedOrders,
  seedShopSales,
  seedBag,
  seedMessages,
  seedShopApplications,
  seedChats,
  seedListings,
  seedShopSettings,
  seedReviews,
]
