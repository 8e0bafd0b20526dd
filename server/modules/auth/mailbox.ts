import { z } from 'zod'
import { checkEmail } from '../../../contract/validation'
import type { AppContext } from '../../http/context'
import { enforceChecks, optionalText, parseInput } from '../../http/input'
import { normalizeEmail } from './service'

export const mailboxInput = z.object({ mailbox: optionalText(254) })

/** The request's `mailbox`, checked (1001 emailRequired / emailInvalid) and normalised. */
export async function readMailbox(c: AppContext): Promise<string> {
  const { mailbox } = await parseInput(c, mailboxInput)
  enforceChecks([['mailbox', checkEmail(mailbox)]])
  return normalizeEmail(mailbox)
}
