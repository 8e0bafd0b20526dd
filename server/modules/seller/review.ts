import type { Column } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { parsedSetting, readSetting, settingColumn } from '../settings/public'

/** The tenant's "listings need review" setting: on unless the tenant turned it off. */
const reviewOn = (value: { enabled: boolean } | null) => value?.enabled ?? true

/** The setting read on its own (the seller's reads). */
export async function listingsNeedReview(tx: Tx, tenantId: number) {
  return reviewOn(await readSetting(tx, tenantId, 'LISTING_REVIEW_SETTING'))
}

/** The setting as a column of a statement that runs anyway, on a table whose tenant is `tenantId`; read it with reviewOf. */
export const reviewColumn = (tenantId: Column) => settingColumn(tenantId, 'LISTING_REVIEW_SETTING')

export const reviewOf = (stored: string | null) => reviewOn(parsedSetting<'LISTING_REVIEW_SETTING'>(stored))
