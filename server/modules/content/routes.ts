import { Hono } from 'hono'
import { contentCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { articleByCode, articlePage, articleTypePage, designTemplatePage, enabledNotices } from './service'

export const contentRoutes = new Hono<AppEnv>()

route(contentRoutes, calls.noticeNavigation, ({ withTx }) => withTx((tx, s) => enabledNotices(tx, s)))
route(contentRoutes, calls.articleTypes, ({ input, withTx }) => withTx((tx, s) => articleTypePage(tx, s, input)))
route(contentRoutes, calls.articles, ({ input, withTx }) => withTx((tx, s) => articlePage(tx, s, input)))
route(contentRoutes, calls.articleDetail, ({ input, withTx }) => withTx((tx, s) => articleByCode(tx, s, input)))
route(contentRoutes, calls.designTemplate, ({ input, withTx }) => withTx((tx, s) => designTemplatePage(tx, s, input)))
