import { articleListQuery, articleTypeQuery, designTemplateQuery } from '../../contract/boot'
import { contentWires } from '../../contract/api'
import type { contentCalls } from '../../contract/schemas/api'
import { clientOf } from './client'

/** Notices, articles and home page designs (server/modules/content). */
export const contentApi = clientOf<typeof contentCalls>(contentWires)

// The queries of contract/boot.ts, so the replies the service wrote into the page answer them.
export const getArticleTypes = async () => (await contentApi.articleTypes(articleTypeQuery)).list

export const getArticlesOfType = async (typeCode: string) => (await contentApi.articles(articleListQuery(typeCode))).list

export const getDesignTemplates = async () => (await contentApi.designTemplate(designTemplateQuery)).list
