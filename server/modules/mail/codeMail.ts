import type { Language } from '../../../contract/locale'
import { message, type MessageKey } from '../../http/messages'
import type { Mail } from './service'

const bodies: Record<'register' | 'reset' | 'payPassword', MessageKey> = {
  register: 'mailCodeRegister',
  reset: 'mailCodeReset',
  payPassword: 'mailCodePayPassword',
}

/** The verification mail, in the shopper's language, naming the marketplace. */
export function codeMail(input: { to: string; code: string; purpose: keyof typeof bodies; lang: Language; tenantName: string }): Mail {
  const params = { code: input.code, tenant: input.tenantName, minutes: 10 }
  return {
    to: input.to,
    subject: message('mailCodeSubject', input.lang, params),
    body: message(bodies[input.purpose], input.lang, params),
    code: input.code,
  }
}
