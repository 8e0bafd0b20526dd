import { articleListQuery, articleTypeQuery, designTemplateQuery } from '../../contract/boot'
import { paths, type Article, type ArticleType, type DesignTemplate } from '../../contract/api'
import { pageRows as rows, type Page } from '../../contract/envelope'
import { api } from './client'

export const getArticleTypes = async () => rows(await api.get<Page<ArticleType> | ArticleType[]>(paths.articleTypes, articleTypeQuery))

export const getArticlesOfType = async (typeCode: string) => rows(await api.get<Page<Article> | Article[]>(paths.articles, articleListQuery(typeCode)))

export const getDesignTemplates = async () => rows(await api.get<Page<DesignTemplate> | DesignTemplate[]>(paths.designTemplate, designTemplateQuery))
