import * as z from 'zod/mini'
import { allAdminCalls } from '../../contract/admin'
import { parseWire, type Send } from '../../contract/call'
import { adminClientOver, opsSend } from '../../server/ops/client'

/**
 * The ops command line's typed client on a test server (the harness's ops token), checking every
 * answer against its call's response schema: an admin answer cannot drift from contract/admin/.
 */
export function checkedOpsApi(base: string, token = 'test-ops-token') {
  const send = opsSend(base, token)
  const checked: Send = async (wire, fields) => {
    const data = await send(wire, fields)
    const { method, path } = parseWire(wire)
    const call = allAdminCalls.find((c) => c.wire.method === method && c.wire.path === path)
    if (!call) throw new Error(`${wire} is not an admin call`)
    const result = z.safeParse(call.output, data)
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new Error(
        `${method} ${path} answered data that does not match its schema at ${issue.path.join('.') || '(root)'}: ${issue.message}`,
      )
    }
    return data
  }
  return adminClientOver(checked)
}
