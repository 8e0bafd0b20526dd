import { paths, type Article } from '../../contract/api'
import type { Page } from '../../contract/envelope'
import { api } from './client'

/** The server's largest article page. */
export const articlesMax = 50

/** The help page's article calls (types come from content.ts's getArticleTypes). */
export const helpApi = {
  /** One page of a type's articles; without a type, of every type. */
  articles: (typeCode: string | undefined, pageNo: number, pageSize: number) => api.get<Page<Article>>(paths.articles, { typeCode, pageNo, pageSize }),
}
