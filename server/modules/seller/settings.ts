import { and, eq } from 'drizzle-orm'
import type { ShopSettings, ShopSettingsInput } from '../../../contract/seller'
import { languages } from '../../../contract/locale'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { claimOwnUploads } from '../../lib/ownUploads'
import { type Member, openShopOf, ownShop } from './owner'

/** docs/behaviour.md#shop-settings: what the owner sets of their shop; the name stays the platform's to change. */

const { shops } = schema

type ShopRow = typeof shops.$inferSelect
type Saved = Omit<ShopSettingsInput, 'descriptions'> & { descriptions: ShopSettings['descriptions'] }

const settingsOf = (row: ShopRow): ShopSettings => ({
  shopname: row.shopname,
  logo: row.logo,
  descriptions: {
    ...Object.fromEntries(languages.flatMap((lang) => (row.shopDescs[lang] ? [[lang, row.shopDescs[lang]]] : []))),
    en: row.shopDescs.en || row.shopDesc,
  },
  returnsAddress: row.returnsAddress,
  freight: row.freight,
  freeShippingFrom: row.freeShippingFrom,
  shopComment: row.shopComment === 1,
  holiday: row.holidayFrom && row.holidayTo ? { from: row.holidayFrom.getTime(), to: row.holidayTo.getTime() } : null,
})

export async function shopSettings(tx: Tx, member: Member): Promise<ShopSettings> {
  const [row] = await tx.select().from(shops).where(openShopOf(member))
  return settingsOf(orNotFound(row))
}

/**
 * Saves the settings of the caller's open shop in one update. A new logo must be the owner's own
 * logo upload (claimed, so the sweeper keeps it); the English description is also the owner's
 * `shop_desc`, the fallback of every language left empty.
 */
export async function saveShopSettings(tx: Tx, member: Member, input: Saved): Promise<ShopSettings> {
  const shop = await ownShop(tx, member)
  let logo = input.logo
  if (logo && logo !== shop.logo) logo = (await claimOwnUploads(tx, member, [logo], { field: 'logo', kind: 'logo' })).get(logo) ?? logo
  const descs = Object.fromEntries(Object.entries(input.descriptions).filter(([, text]) => text))
  const [row] = await tx
    .update(shops)
    .set({
      logo,
      shopDesc: input.descriptions.en,
      shopDescs: descs,
      returnsAddress: input.returnsAddress,
      freight: input.freight,
      freeShippingFrom: input.freeShippingFrom,
      shopComment: input.shopComment ? 1 : 0,
      holidayFrom: input.holiday ? new Date(input.holiday.from) : null,
      holidayTo: input.holiday ? new Date(input.holiday.to) : null,
    })
    .where(and(eq(shops.id, shop.id), eq(shops.tenantId, shop.tenantId), eq(shops.status, shopStatus.open)))
    .returning()
  return settingsOf(orNotFound(row))
}
