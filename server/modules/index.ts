import { authRoutes } from './auth/routes'
import { captchaRoutes } from './captcha/routes'
import { contentRoutes } from './content/routes'
import { fileRoutes } from './file/routes'
import { mailRoutes } from './mail/routes'
import { settingsRoutes } from './settings/routes'
import { tenantRoutes } from './tenant/routes'
import { userRoutes } from './user/routes'

/** Every /app-api module; each declares its full paths below /app-api. */
export const modules = [tenantRoutes, settingsRoutes, contentRoutes, captchaRoutes, authRoutes, userRoutes, mailRoutes, fileRoutes]
