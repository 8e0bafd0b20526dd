import { ErrorCode } from '../../contract/codes'
import type { Language } from '../../contract/locale'
import type { AppContext } from './context'
import { type MessageKey, message } from './messages'

/** The success envelope. */
export const ok = <T>(c: AppContext, data: T) => c.json({ code: 0, data, msg: message('ok', c.get('lang')) })

/** The failure envelope's body, its message in `lang`. */
export const failureEnvelope = (code: number, key: MessageKey, lang: Language, params: Record<string, string | number> = {}) => ({
  code,
  data: null,
  msg: message(key, lang, params),
})

/** The 429 envelope: the client may try again after `seconds`. */
export const tooManyEnvelope = (lang: Language, seconds: number) =>
  failureEnvelope(ErrorCode.tooManyRequests, 'tooManyRequests', lang, { seconds })

/** The one answer of every edge that refuses a client for asking too much: the 429 envelope with Retry-After. */
export function tooMany(c: AppContext, seconds: number) {
  c.header('Retry-After', String(seconds))
  return c.json(tooManyEnvelope(c.get('lang'), seconds), 429)
}
