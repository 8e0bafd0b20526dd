import { z } from 'zod'
import { int32Max } from '../../../contract/fields'

/** Inputs the admin API's areas share (wallet, orders, after-sales). */

export const positiveId = z.number().int().min(1).max(int32Max)

/** A status by name (waiting, pass, waitReview...) or by code, among a lifecycle's `codes`. */
const statusByName = (codes: Record<string, number>) =>
  z
    .union([z.enum(Object.keys(codes) as [string, ...string[]]), z.number().int()])
    .optional()
    .transform((s) => (typeof s === 'string' ? codes[s] : s))
    .refine((s) => s === undefined || Object.values(codes).includes(s))

/** A list's filter: status by name or code, tenant, how many rows. */
export const listQuery = (codes: Record<string, number>) =>
  z.object({ status: statusByName(codes), tenant: positiveId.optional(), limit: z.number().int().min(1).max(1000).optional() })
