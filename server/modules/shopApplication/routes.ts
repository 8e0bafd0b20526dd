import { Hono } from 'hono'
import { shopApplicationCalls as calls } from '../../../contract/schemas/shopApplication'
import type { AppContext, AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { identityUrl } from '../file/public'
import { uploadLimit, uploadedBytes } from '../file/public'
import { identityUpload, logoUpload, storeImage, storeUpload } from '../file/public'
import { getApply } from './read'
import { createApply, saveDraft, sendToAdmin } from './service'

/** The applicant's merchant application; the platform's review is the admin API's (./admin.ts). */
export const shopApplicationRoutes = new Hono<AppEnv>()

const owner = (c: AppContext) => ({ tenantId: c.get('tenantId'), userId: c.get('user').id })

route(shopApplicationRoutes, calls.getApply, ({ withTx }) => withTx((tx, s) => getApply(tx, s)))
route(shopApplicationRoutes, calls.saveDraft, ({ input, withTx }) => withTx((tx, s) => saveDraft(tx, s, input)))
route(shopApplicationRoutes, calls.createApply, ({ input, withTx }) => withTx((tx, s) => createApply(tx, s, input)))
route(shopApplicationRoutes, calls.sendToAdmin, ({ input, withTx }) => withTx((tx, s) => sendToAdmin(tx, s, input)))

// The store opens its own transactions around the files it writes (server/modules/file/service.ts).
route(
  shopApplicationRoutes,
  calls.uploadIdentity,
  async ({ c, input }) => {
    const key = await storeUpload(c.get('db'), c.get('config'), owner(c), await uploadedBytes(input.file), identityUpload)
    return { key, url: identityUrl(c.get('config').codeSecret, key) }
  },
  [uploadLimit],
)
route(
  shopApplicationRoutes,
  calls.uploadLogo,
  async ({ c, input }) => storeImage(c.get('db'), c.get('config'), owner(c), await uploadedBytes(input.file), logoUpload),
  [uploadLimit],
)
