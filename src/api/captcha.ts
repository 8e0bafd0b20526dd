import { captchaWires } from '../../contract/api'
import type { captchaCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** Picture codes (server/modules/captcha). */
export const captchaApi = clientOf<typeof captchaCalls>(captchaWires)
