import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { Language } from '../../../contract/locale'
import { schema } from '../../db/client'
import { AppError } from '../../http/errors'

/**
 * docs/behaviour.md#shop-settings: a shop is on holiday from `holiday_from` until `holiday_to`
 * (the day it reopens). Meanwhile nothing of it goes into a bag or a checkout; orders already
 * paid keep their deadlines.
 */

const { shops } = schema

/** True while the shop is closed for its holiday (the database's clock, as the order deadlines). */
export const onHolidayNow = sql<boolean>`coalesce(${shops.holidayFrom} <= now() and now() < ${shops.holidayTo}, false)`

/** The holiday as the storefront shows it, while it is ahead or under way; null once over or without one. */
export function holidayShown(row: { holidayFrom: Date | null; holidayTo: Date | null }, now = Date.now()) {
  const { holidayFrom: from, holidayTo: to } = row
  return from && to && to.getTime() > now ? { from: from.getTime(), to: to.getTime() } : null
}

/** The refusal naming the shop and the day it reopens, in the caller's language. */
export const holidayRefusal = (shop: string, reopens: Date, lang: Language) =>
  new AppError(
    ErrorCode.shopOnHoliday,
    'shopOnHoliday',
    { shop, date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(reopens) },
    409,
  )
