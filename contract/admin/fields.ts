import * as z from 'zod/mini'
import { id, int32, int32Max, text } from '../fields'

/** The fields the admin calls share: rows across tenants, lists filtered by status, times as ISO text. */

export const tenant = () => z.optional(id())
export const email = () => text(254).check(z.minLength(3))
/** A remark or reason the operator writes; the service says when it is required. */
export const remark = (max = 500) => z.optional(text(max))
export const byId = () => ({ id: id() })
export const byEmail = () => ({ email: email(), tenant: tenant() })
export const limit = () => z.optional(int32(1, 1000))
export const cents = () => int32(-int32Max, int32Max)

/** A status by its lifecycle's name (waiting, pass, waitReview...) or by its code; the code goes on. */
export const statusFilter = (codes: Record<string, number>) => {
  const known = Object.values(codes)
  const code = (value: string | number) =>
    typeof value === 'number' ? value : (codes[value] ?? (/^\d+$/.test(value) ? Number(value) : undefined))
  return z.optional(
    z.pipe(
      z.union([z.string(), z.int()]).check(z.describe(`a status: ${Object.keys(codes).join(', ')}, or its code`)),
      z.transform((value, ctx) => {
        const found = code(value)
        if (found !== undefined && known.includes(found)) return found
        ctx.issues.push({ code: 'custom', input: value, message: 'unknown status' })
        return z.NEVER
      }),
    ),
  )
}

/** A list's filter: status by name or code, tenant, how many rows (100 by default). */
export const listQuery = (codes: Record<string, number>) => z.object({ status: statusFilter(codes), tenant: tenant(), limit: limit() })

export const stamp = () => z.iso.datetime({ offset: true })
export const optionalStamp = () => z.nullable(stamp())

/** A row of a lifecycle, with its status's name as the lifecycle spells it. */
export const statusNamed = () => ({ status: z.number(), statusName: z.string() })
