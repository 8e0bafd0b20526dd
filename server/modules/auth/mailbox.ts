import { checkEmail } from '../../../contract/validation'
import { enforceChecks } from '../../http/input'
import { normalizeEmail } from './service'

/** The form's `mailbox`, checked (1001 emailRequired / emailInvalid) and normalised. */
export function checkedMailbox(mailbox: string): string {
  enforceChecks([['mailbox', checkEmail(mailbox)]])
  return normalizeEmail(mailbox)
}
