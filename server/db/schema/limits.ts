import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Requests per client address and minute on /app-api (server/http/rateLimit.ts): one row per
 * key (`read:<ip>`, `write:<ip>`) and window, counted up by one upsert a request. Platform-wide
 * (no tenant), shared by every instance on the database; past windows are deleted now and then.
 * Unlogged (migration 0010): counters a crash may lose.
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)
