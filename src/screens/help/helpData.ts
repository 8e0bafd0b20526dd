import { type Article, type ArticleType, articlesMax } from '../../../contract/api'
import type { Page } from '../../../contract/envelope'
import { contentApi, getArticleTypes } from '../../api/content'

/** docs/behaviour.md#help: the help page shows 10 articles a page. */
export const helpPageSize = 10

export interface HelpQuery {
  /** The article type chosen in the menu. */
  code?: string
  /** The article opened (deep link): its page is found when no page is given. */
  collapseCode?: string
  /** Words searched across every type. */
  s?: string
  page?: number
}

export interface HelpData {
  types: ArticleType[]
  /** The type on show; null in search mode or when the tenant has none. */
  type: ArticleType | null
  articles: Page<Article>
  page: number
}

const none: Page<Article> = { list: [], total: 0 }

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')
const matches = (article: Article, words: string[]) => {
  const text = `${article.title} ${plain(article.content)}`.toLocaleLowerCase()
  return words.every((w) => text.includes(w))
}

/** A page of a list already in memory. */
const slice = (list: Article[], page: number): Page<Article> => ({
  list: list.slice((page - 1) * helpPageSize, page * helpPageSize),
  total: list.length,
})

/** Search: the articles of every type whose title or text holds every word. */
async function searched(s: string, page: number) {
  const words = s.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const all = await contentApi.articles({ pageNo: 1, pageSize: articlesMax })
  return slice(
    all.list.filter((a) => matches(a, words)),
    page,
  )
}

/** A deep link to an article without a page: the type's articles in one call, cut at the article's page. */
async function pageHolding(typeCode: string, articleCode: string) {
  const all = await contentApi.articles({ typeCode, pageNo: 1, pageSize: articlesMax })
  const index = all.list.findIndex((a) => a.code === articleCode)
  const page = index < 0 ? 1 : Math.floor(index / helpPageSize) + 1
  return { page, articles: { ...slice(all.list, page), total: all.total } }
}

export async function loadHelp(query: HelpQuery): Promise<HelpData> {
  const types = await getArticleTypes()
  const requested = Math.max(1, query.page ?? 1)
  if (query.s?.trim()) return { types, type: null, articles: await searched(query.s.trim(), requested), page: requested }
  const type = types.find((t) => t.code === query.code) ?? types[0] ?? null
  if (!type) return { types, type, articles: none, page: 1 }
  if (query.collapseCode && query.page === undefined) return { types, type, ...(await pageHolding(type.code, query.collapseCode)) }
  return {
    types,
    type,
    articles: await contentApi.articles({ typeCode: type.code, pageNo: requested, pageSize: helpPageSize }),
    page: requested,
  }
}
