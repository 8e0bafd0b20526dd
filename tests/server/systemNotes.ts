import type { SystemMessagePage } from '../../contract/systemMessages'
import type { Answer } from './client'
import type { CallOptions, TestServer } from './harness'

/**
 * The caller's system messages (all of them, newest first): getMyMessage without a shop, whose
 * answer is a system messages' page (with a shop it is that chat, see systemMessages.test.ts).
 */
export async function systemNotes(
  server: TestServer,
  options: CallOptions,
  query: { pageNo?: number; pageSize?: number; type?: number } = {},
): Promise<Answer<SystemMessagePage>> {
  const res = await server.api.systemMessages.list({ mesType: 1, userType: 1, type: 2, ...query }, options)
  if (res.code === 0 && 'peer' in res.data) throw new Error('getMyMessage answered a chat where system messages were asked')
  return res as Answer<SystemMessagePage>
}
