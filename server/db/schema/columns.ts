import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core'

/** Columns that several domains' tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Text per storefront language: { en, zh, fr, ja, ko }; en is the fallback. */
export type Names = Record<string, string>
export const names = (name: string) => jsonb(name).$type<Names>().notNull()

/** Maintained by the spus_search trigger (migration 0003), never written by the application. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })
