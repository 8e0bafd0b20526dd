import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { Article, ArticleType, DesignTemplate, Notice } from '../../../contract/api'
import type { Page } from '../../../contract/envelope'
import type { Language } from '../../../contract/locale'
import type { LinkType } from '../../../contract/navigation'
import { articleStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import type { Scope } from '../../http/scope'
import { countOf, pageOf, type Paging } from '../../lib/paging'
import { localized } from './localized'
import { sanitizeArticle } from './sanitize'

/** What content reads need from the request. */
type Where = Pick<Scope, 'tenantId' | 'lang'>

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
  return pageOf(paging, tx.select().from(t).where(where).orderBy(asc(t.sort), asc(t.id)), countOf(tx, t, where), (r) => ({
    code: r.code,
    name: localized(r.names, lang),
  }))
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
  return pageOf(filter, tx.select().from(t).where(where).orderBy(asc(t.sort), asc(t.id)), countOf(tx, t, where), (r) => toArticle(r, lang))
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
    linkType: row.linkType as LinkType,
    link: row.link,
  }
}

export async function designTemplatePage(tx: Tx, { tenantId }: Where, paging: Paging): Promise<Page<DesignTemplate>> {
  const { designTemplates: t } = schema
  const where = and(eq(t.tenantId, tenantId), eq(t.active, true))
  const rows = tx.select({ id: t.id, name: t.name, content: t.content }).from(t).where(where).orderBy(asc(t.id))
  return pageOf(paging, rows, countOf(tx, t, where), (r) => r as DesignTemplate)
}
