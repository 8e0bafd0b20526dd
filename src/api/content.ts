import { articleListQuery, articleTypeQuery, designTemplateQuery } from '../../contract/boot'
import { apiCall as call } from './calls'

export const getArticleTypes = async () => (await call.articleTypes(articleTypeQuery)).list

export const getArticlesOfType = async (typeCode: string) => (await call.articles(articleListQuery(typeCode))).list

export const getDesignTemplates = async () => (await call.designTemplate(designTemplateQuery)).list
