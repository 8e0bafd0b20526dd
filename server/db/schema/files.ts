import { sql } from 'drizzle-orm'
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { tenantId } from './tenant'

/** Uploaded files and the upload quota. */

/**
 * Every stored upload (server/modules/file). `path` is the storage key; its thumbnail sits beside it
 * (contract/uploads.ts). Rows that save an upload's URL claim it (claimUploads sets `referenced_at`);
 * unclaimed uploads older than a day are swept, file and row.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id'),
    path: text('path').notNull(),
    /** 'image' (re-encoded, public); other kinds, e.g. identity documents, would not be served publicly. */
    kind: text('kind').notNull().default('image'),
    mime: text('mime').notNull(),
    /** Bytes of the image itself; the quota counts its thumbnail too. */
    size: integer('size').notNull(),
    createdAt: createdAt(),
    referencedAt: timestamp('referenced_at', { withTimezone: true }),
    /** When it was claimed as the proof of a payment (a screenshot): one upload proves one payment, never a second. */
    paymentProofAt: timestamp('payment_proof_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_path').on(t.tenantId, t.path),
    index('uploads_unreferenced').on(t.createdAt).where(sql`referenced_at is null`),
  ],
)

/** Uploads per user and UTC day, counted by one conditional upsert per upload (server/modules/file/quota.ts). */
export const uploadQuota = pgTable(
  'upload_quota',
  {
    tenantId: tenantId(),
    userId: integer('user_id').notNull(),
    day: date('day').notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.day] })],
)
