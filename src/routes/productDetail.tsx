import { createFileRoute, redirect } from '@tanstack/react-router'
import { Suspense, useCallback } from 'react'
import { catalogApi } from '../api/catalog'
import { evaluationApi } from '../api/evaluation'
import { lazyNamed } from '../components/deferred'
import type { RecentlyViewedProps } from '../components/recentlyViewed/RecentlyViewed'
import { useRecordView } from '../components/recentlyViewed/record'
import { RenderLater } from '../components/RenderLater'
import { integer, searchSchema } from '../../contract/search'
import { useProductMachines } from '../screens/catalog/machines'
import { useOpenShop } from '../session'
import { useRetry } from '../lib/listState'
import { ProductDetailFailed, ProductDetailPending } from '../screens/catalog/ProductDetailStates'
import { ProductDetailScreen } from '../screens/catalog/ProductDetailScreen'

/** /productDetail?no=&shopId=&colour=: one product, opened in the colour (a value id) its list card showed. */
const detailSearch = searchSchema({ no: integer, shopId: integer, colour: integer })

export const Route = createFileRoute('/productDetail')({
  validateSearch: detailSearch,
  beforeLoad: ({ search }) => {
    if (!search.no) throw redirect({ to: '/' })
  },
  loaderDeps: ({ search }) => ({ no: search.no!, shopId: search.shopId }),
  loader: async ({ deps }) => {
    const [product, recommendations] = await Promise.all([
      catalogApi.productDetail({ id: deps.no, shopId: deps.shopId }),
      catalogApi.recommended({ spuId: deps.no, size: 8 }).catch(() => []),
    ])
    return { product, recommendations }
  },
  pendingComponent: ProductDetailPending,
  errorComponent: () => <ProductDetailFailed onRetry={useRetry()} />,
  component: ProductDetailPage,
})

const RecentlyViewed = lazyNamed<RecentlyViewedProps, 'RecentlyViewed'>(
  () => import('../components/recentlyViewed/RecentlyViewed'),
  'RecentlyViewed',
)

function ProductDetailPage() {
  const { product, recommendations } = Route.useLoaderData()
  const colour = Route.useSearch({ select: (search) => search.colour })
  const spuId = product.productId
  const owned = useOpenShop()?.id === product.shopId
  const evaluations = useCallback((pageNo: number) => evaluationApi.productPage({ spuId, pageNo }), [spuId])
  useRecordView(product)
  return (
    <>
      <ProductDetailScreen
        product={product}
        recommendations={recommendations}
        machines={useProductMachines()}
        evaluations={evaluations}
        colour={colour}
        owned={owned}
      />
      <RenderLater whenNear>
        <Suspense fallback={null}>
          <RecentlyViewed variant="page" exclude={spuId} />
        </Suspense>
      </RenderLater>
    </>
  )
}
