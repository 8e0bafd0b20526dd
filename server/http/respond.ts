import type { AppContext } from './context'
import { message } from './messages'

/** The success envelope. */
export const ok = <T>(c: AppContext, data: T) => c.json({ code: 0, data, msg: message('ok', c.var.lang) })
