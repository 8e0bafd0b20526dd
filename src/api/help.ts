import { apiCall as call } from './calls'

/** The server's largest article page. */
export const articlesMax = 50

/** The help page's article calls (types come from content.ts's getArticleTypes). */
export const helpApi = {
  /** One page of a type's articles; without a type, of every type. */
  articles: (typeCode: string | undefined, pageNo: number, pageSize: number) => call.articles({ typeCode, pageNo, pageSize }),
}
