import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { integer, searchSchema, text } from '../../../../contract/search'
import { sellerApi } from '../../../api/seller'
import { type ListState, useRetry } from '../../../lib/listState'
import { populationLabel } from '../../../lib/populations'
import { allLeafCategories, categoryTrees } from '../../../screens/seller/editorData'
import { productActions } from '../../../screens/seller/machines'
import { type ProductsQuery, ProductsScreen } from '../../../screens/seller/ProductsScreen'
import { sellerQuery } from '../../../screens/seller/productsQuery'

/**
 * `name` part of a name in any language; `listing` a listing status; `category` a category id; `sort` a seller
 * sort; `page` from 1. Only contract/search's readers run here (this part of the route is in the shell): the page
 * checks the codes.
 */
const productsSearch = searchSchema({ name: text, listing: integer, category: integer, sort: integer, page: integer })

export const Route = createFileRoute('/seller/products/')({
  validateSearch: productsSearch,
  loaderDeps: ({ search }) => ({
    name: search.name,
    listing: search.listing,
    category: search.category,
    sort: search.sort,
    page: search.page,
  }),
  loader: async ({ deps }) => {
    const [page, trees] = await Promise.all([sellerApi.products(sellerQuery(deps)), categoryTrees()])
    return { page, trees }
  },
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Products list={{ status: 'loading' }} />,
  errorComponent: () => <Products list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Loaded />,
})

function Loaded() {
  const { page, trees } = Route.useLoaderData()
  const { i18n } = useLingui()
  const categories = useMemo(() => allLeafCategories(trees, (population) => i18n._(populationLabel[population])), [trees, i18n])
  return <Products list={{ status: 'ready', data: page }} categories={categories} />
}

function Products({
  list,
  categories = [],
}: {
  list: ListState<Awaited<ReturnType<typeof sellerApi.products>>>
  categories?: ReturnType<typeof allLeafCategories>
}) {
  const search = Route.useSearch()
  const query: ProductsQuery = { ...sellerQuery(search), page: Math.max(1, search.page ?? 1) }
  const navigate = useNavigate({ from: Route.fullPath })
  const retry = useRetry()
  const { i18n } = useLingui()
  const actions = useMemo(() => productActions(retry, i18n), [retry, i18n])
  return (
    <ProductsScreen
      list={list}
      query={query}
      onQuery={(next) =>
        void navigate({
          search: { name: next.name, listing: next.listing, category: next.categoryId, sort: next.sort },
          replace: true,
        })
      }
      pageLink={(page) => ({ to: '/seller/products', search: { ...search, page: page > 1 ? page : undefined } })}
      categories={categories}
      actions={actions}
    />
  )
}
