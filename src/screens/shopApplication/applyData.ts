import type { Article } from '../../../contract/api'
import type { CategoryNode } from '../../../contract/catalog'
import type { Population } from '../../../contract/locale'
import { type ShopApplication, shopApplicationLimits } from '../../../contract/shopApplication'
import { contentApi } from '../../api/content'
import { shopApplicationApi } from '../../api/shopApplication'
import { getCategoryTree } from '../../api/navigation'
import { topBarOrder } from '../../lib/populations'

/** What the application page needs: the application, the category trees to choose from, the shop agreement. */
export interface ApplyPageData {
  application: ShopApplication
  categories: { population: Population; tree: CategoryNode[] }[]
  /** Null when the tenant has not written one yet. */
  agreement: Article | null
}

export async function loadApplyPage(): Promise<ApplyPageData> {
  const [application, trees, agreement] = await Promise.all([
    shopApplicationApi.getApply(),
    Promise.all(topBarOrder.map(getCategoryTree)),
    contentApi.articleDetail({ articleCode: shopApplicationLimits.agreementArticleCode }).catch(() => null),
  ])
  return { application, categories: topBarOrder.map((population, i) => ({ population, tree: trees[i] ?? [] })), agreement }
}
