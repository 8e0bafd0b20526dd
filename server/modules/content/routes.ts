import { Hono } from 'hono'
import { z } from 'zod'
import { paths } from '../../../contract/api'
import { inTenant } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { notFound } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { articleByCode, articlePage, articleTypePage, designTemplatePage, enabledNotices } from './service'

export const contentRoutes = new Hono<AppEnv>()

const paging = (defaultSize: number, maxSize: number) => ({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
})
/** An empty query value (`typeCode=`) counts as absent. */
const code = () =>
  z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined)

contentRoutes.get(paths.noticeNavigation, async (c) =>
  ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => enabledNotices(tx, c.var.tenantId, c.var.lang))),
)

contentRoutes.get(paths.articleTypes, async (c) => {
  const page = await parseInput(c, z.object(paging(100, 100)))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => articleTypePage(tx, c.var.tenantId, c.var.lang, page)))
})

contentRoutes.get(paths.articles, async (c) => {
  const { typeCode, articleCode, ...page } = await parseInput(c, z.object({ typeCode: code(), articleCode: code(), ...paging(10, 50) }))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => articlePage(tx, c.var.tenantId, c.var.lang, { typeCode, articleCode }, page)))
})

contentRoutes.get(paths.articleDetail, async (c) => {
  const { articleCode } = await parseInput(c, z.object({ articleCode: z.string().trim().min(1).max(64) }))
  const article = await inTenant(c.var.db, c.var.tenantId, (tx) => articleByCode(tx, c.var.tenantId, c.var.lang, articleCode))
  if (!article) throw notFound()
  return ok(c, article)
})

contentRoutes.get(paths.designTemplate, async (c) => {
  const page = await parseInput(c, z.object(paging(100, 100)))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => designTemplatePage(tx, c.var.tenantId, page)))
})
