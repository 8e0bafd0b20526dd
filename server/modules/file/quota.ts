import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { Config } from '../../config'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

export type UploadQuota = Config['uploadQuota']

export const quotaReached = () => new AppError(ErrorCode.uploadQuota, 'uploadQuota', {}, 429)

const q = schema.uploadQuota
const today = sql`(now() at time zone 'utc')::date`

/**
 * Counts one upload of `bytes` against the owner's quota of the UTC day, or refuses it: one
 * conditional upsert, so concurrent uploads cannot both pass on the last slot (the row stays locked
 * until the transaction, which also stores the file, ends; a rollback gives the slot back).
 */
export async function reserveUpload(tx: Tx, owner: { tenantId: number; userId: number }, bytes: number, quota: UploadQuota) {
  if (quota.files < 1 || bytes > quota.bytes) throw quotaReached()
  const counted = await tx
    .insert(q)
    .values({ ...owner, day: today, files: 1, bytes })
    .onConflictDoUpdate({
      target: [q.tenantId, q.userId, q.day],
      set: { files: sql`${q.files} + 1`, bytes: sql`${q.bytes} + excluded.bytes` },
      setWhere: sql`${q.files} < ${quota.files} and ${q.bytes} + excluded.bytes <= ${quota.bytes}`,
    })
    .returning({ files: q.files })
  if (counted.length === 0) throw quotaReached()
}

/**
 * Whether the owner has a file slot left today. Only an early refusal, so that an account over its
 * quota does not get its image decoded first; reserveUpload alone decides.
 */
export async function hasSlotLeft(tx: Tx, owner: { tenantId: number; userId: number }, quota: UploadQuota): Promise<boolean> {
  const [row] = await tx
    .select({ files: q.files })
    .from(q)
    .where(and(eq(q.tenantId, owner.tenantId), eq(q.userId, owner.userId), eq(q.day, today)))
  return (row?.files ?? 0) < quota.files
}
