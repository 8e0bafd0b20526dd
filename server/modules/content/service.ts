import { and, asc, count, eq, type SQL } from 'drizzle-orm'
import type { Article, ArticleType, DesignTemplate, Notice } from '../../../contract/api'
import type { Page } from '../../../contract/envelope'
import type { Language } from '../../../contract/locale'
import { articleStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import type { Scope } from '../../http/scope'
import { localized } from './localized'
import { sanitizeArticle } from './sanitize'

export interface Paging {
  pageNo: number
  pageSize: number
}
/** What content reads need from the request. */
type Where = Pick<Scope, 'tenantId' | 'lang'>
const offset = ({ pageNo, pageSize }: Paging) => (pageNo - 1) * pageSize

/** A page's rows and its count, one query after the other (a transaction's connection answers one at a time). */
async function pageOf<R, T>(rows: PromiseLike<R[]>, counted: PromiseLike<{ total: number }[]>, map: (row: R) => T): Promise<Page<T>> {
  const list = await rows
  const [{ total }] = await counted
  return { list: list.map(map), total }
}

export async function enabledNotices(tx: Tx, { tenantId, lang }: Where): Promise<Notice[]> {
  const { notices: t } = schema
  const rows = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.enabled, true)))
    .orderBy(asc(t.sort), asc(t.id))
  return rows.map((r) => ({ id: r.id, title: localized(r.titles, lang), content: localized(r.contents, lang), url: r.url }))
}

/** Only enabled types are ever served. */
export async function articleTypePage(tx: Tx, { tenantId, lang }: Where, paging: Paging): Promise<Page<ArticleType>> {
  const { articleTypes: t } = schema
  const where = and(eq(t.tenantId, tenantId), eq(t.status, articleStatus.enabled))
  return pageOf(
    tx.select().from(t).where(where).orderBy(asc(t.sort), asc(t.id)).limit(paging.pageSize).offset(offset(paging)),
    tx.select({ total: count() }).from(t).where(where),
    (r) => ({ code: r.code, name: localized(r.names, lang) }),
  )
}

export interface ArticleFilter {
  typeCode?: string
  articleCode?: string
}

export async function articlePage(tx: Tx, { tenantId, lang }: Where, filter: ArticleFilter & Paging): Promise<Page<Article>> {
  const { articles: t } = schema
  const conditions: SQL[] = [eq(t.tenantId, tenantId), eq(t.status, articleStatus.enabled)]
  if (filter.typeCode) conditions.push(eq(t.typeCode, filter.typeCode))
  if (filter.articleCode) conditions.push(eq(t.code, filter.articleCode))
  const where = and(...conditions)
  return pageOf(
    tx.select().from(t).where(where).orderBy(asc(t.sort), asc(t.id)).limit(filter.pageSize).offset(offset(filter)),
    tx.select({ total: count() }).from(t).where(where),
    (r) => toArticle(r, lang),
  )
}

/** The article, or 404 when the tenant has none by that code. */
export async function articleByCode(tx: Tx, { tenantId, lang }: Where, { articleCode: code }: { articleCode: string }): Promise<Article> {
  const { articles: t } = schema
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.code, code), eq(t.status, articleStatus.enabled)))
  return toArticle(orNotFound(row), lang)
}

function toArticle(row: typeof schema.articles.$inferSelect, lang: Language): Article {
  return {
    code: row.code,
    title: localized(row.titles, lang),
    content: sanitizeArticle(localized(row.contents, lang)),
    typeCode: row.typeCode,
  }
}

export async function designTemplatePage(tx: Tx, { tenantId }: Where, paging: Paging): Promise<Page<DesignTemplate>> {
  const { designTemplates: t } = schema
  const where = and(eq(t.tenantId, tenantId), eq(t.active, true))
  return pageOf(
    tx
      .select({ id: t.id, name: t.name, content: t.content })
      .from(t)
      .where(where)
      .orderBy(asc(t.id))
      .limit(paging.pageSize)
      .offset(offset(paging)),
    tx.select({ total: count() }).from(t).where(where),
    (r) => r as DesignTemplate,
  )
}
