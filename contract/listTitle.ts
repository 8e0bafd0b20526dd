import { type Crumb, type FilterOptions, type ListType, navigationCodes, type ProductPage } from './catalog'
import { listBase, type ListSearch } from './listQuery'

// Apart from listQuery.ts, which the list routes' search and loader bring into the storefront's shell: the title is the page's and the head's.

/** What a list's title is made of: its data as the route loads it, and the texts in the shopper's language. */
export interface TitleFacts {
  result: ProductPage
  options: FilterOptions
  crumbs: Crumb[]
}
export interface TitleTexts {
  resultsFor: (word: string) => string
  ofType: (type: ListType) => string
}

/**
 * A list's title (heading and page head): a category list's is its category's name in the
 * shopper's language (the last crumb), whatever name its link carried; else the link's name, the
 * search, the chosen category, the designer, the brand or the list type.
 */
export function listTitle(search: ListSearch, { result, options, crumbs }: TitleFacts, texts: TitleTexts): string {
  const category = search.categoryId ? crumbs.at(-1)?.name : undefined
  if (category && listBase(search).navigation === navigationCodes.category) return category
  if (search.name) return search.name
  if (search.search) return texts.resultsFor(search.search)
  if (category) return category
  const designer = options.designerSaveReqVOList.find((d) => d.id === search.desno)
  if (search.type === 'designer' && designer) return designer.name
  const brand =
    options.productBrands.find((b) => b.id === search.brandId)?.name ?? result.list.find((p) => p.brandId === search.brandId)?.brandName
  if (search.brandId && brand) return brand
  return texts.ofType(search.type ?? 'category')
}
