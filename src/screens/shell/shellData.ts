import type { Article, ArticleType, DesignTemplate, NavEntry, SettingValues } from '../../../contract/api'
import type { Population } from '../../../contract/locale'
import { getArticlesOfType, getArticleTypes, getDesignTemplates } from '../../api/content'
import { getSetting } from '../../api/settings'

export interface ArticleGroup {
  type: ArticleType
  articles: Article[]
}

/** Everything the layout shell shows around a page; any part may be missing. */
export interface ShellData {
  tabs: SettingValues['TABS_SETTING'] | null
  domainPic: SettingValues['DOMAIN_PIC_SETTING'] | null
  systemArticles: SettingValues['SYSTEM_ARTICLE_SETTING'] | null
  contact: SettingValues['CONTACT_US_SETTING'] | null
  footer: SettingValues['FRONT_FOOTER_SETTING'] | null
  customerService: SettingValues['CUSTOMER_SERVICE_SETTING'] | null
  /** Only the footer shows them: the page does not wait for their two round trips. */
  articleGroups: Promise<ArticleGroup[]>
  templates: DesignTemplate[]
}

export const emptyShellData: ShellData = {
  tabs: null,
  domainPic: null,
  systemArticles: null,
  contact: null,
  footer: null,
  customerService: null,
  articleGroups: Promise.resolve([]),
  templates: [],
}

/** A failed or missing piece of the shell degrades to nothing rather than breaking the page. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null)

async function loadArticleGroups(): Promise<ArticleGroup[]> {
  const types = (await orNull(getArticleTypes())) ?? []
  const groups = await Promise.all(types.map(async (type) => ({ type, articles: (await orNull(getArticlesOfType(type.code))) ?? [] })))
  return groups.filter((g) => g.articles.length > 0)
}

async function load(): Promise<ShellData> {
  const articleGroups = loadArticleGroups()
  const [tabs, domainPic, systemArticles, contact, footer, customerService, templates] = await Promise.all([
    orNull(getSetting('TABS_SETTING')),
    orNull(getSetting('DOMAIN_PIC_SETTING')),
    orNull(getSetting('SYSTEM_ARTICLE_SETTING')),
    orNull(getSetting('CONTACT_US_SETTING')),
    orNull(getSetting('FRONT_FOOTER_SETTING')),
    orNull(getSetting('CUSTOMER_SERVICE_SETTING')),
    orNull(getDesignTemplates()),
  ])
  return { tabs, domainPic, systemArticles, contact, footer, customerService, articleGroups, templates: templates ?? [] }
}

let cached: Promise<ShellData> | null = null

/** Loaded once per page load (a language change reloads the page anyway). */
export const loadShellData = () => (cached ??= load())

/** The design template of a population: the one whose categories name it, else the first. */
export const templateFor = (data: ShellData, population: Population) =>
  data.templates.find((t) => t.content?.category?.includes(population)) ?? data.templates[0]

/** The header entries switched on for a population. */
export const navEntriesFor = (data: ShellData, population: Population): NavEntry[] =>
  (templateFor(data, population)?.content?.topNavigationBar?.data ?? []).filter((e) => Number(e.switch) === 1)

export const logoOf = (data: ShellData, population: Population) =>
  data.domainPic?.logo || templateFor(data, population)?.content?.topNavigationBar?.logoUrl || ''
