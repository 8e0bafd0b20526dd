import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import type { ProductDetail } from '../../../contract/catalog'
import { recentlyViewedMachine } from '../../../machines/recentlyViewed/recentlyViewed'
import type { StoredViews, ViewedProduct } from '../../../machines/recentlyViewed/viewedProducts'
import type { SessionContext } from '../../../machines/session/session'
import { recentlyViewedApi } from '../../api/recentlyViewed'
import { sessionActor } from '../../session'
import { saveOfflineCopy } from './offlineCopy'
import { RecentlyViewedStrip, type RecentlyViewedStripProps } from './RecentlyViewedStrip'

/**
 * The storefront's recently viewed products: the list's store (machines/recentlyViewed/recentlyViewed.ts wired to
 * local storage, the account and the session) and its view. One module, loaded after the page by
 * the product page and the search drawer alike.
 */

/** The local-storage key of the list (a guest's, or the signed-in member's copy). */
const storageKey = 'recentlyViewed'

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? 'null')
  } catch {
    return null
  }
}

function writeStored(views: StoredViews) {
  try {
    localStorage.setItem(storageKey, JSON.stringify(views))
  } catch {
    // Private mode or full storage: the list lives for this page only.
  }
  saveOfflineCopy(views.items)
}

/** A member's id (0 when the session does not know it yet), or null for a guest. */
const memberOf = (session: SessionContext) => (session.token ? (session.userId ?? 0) : null)

const machine = recentlyViewedMachine.provide({
  actors: {
    merge: fromPromise(({ input }) => recentlyViewedApi.merge(input)),
    load: fromPromise(() => recentlyViewedApi.list()),
  },
  actions: {
    persist: (_, views) => writeStored(views),
    // A view the account missed is still in the browser's list, and sent with the next merge.
    record: (_, { spuId }) => void recentlyViewedApi.record({ spuId }).catch(() => undefined),
  },
})

let actor: ReturnType<typeof start> | undefined

/** Started on first use (the module loads after the page, with the product page or the search drawer); follows the session. */
function start() {
  const started = createActor(machine, { input: { stored: readStored(), member: memberOf(sessionActor.getSnapshot().context) } })
  sessionActor.subscribe(({ context }) => started.send({ type: 'SESSION', member: memberOf(context) }))
  return started.start()
}

const recentlyViewed = () => (actor ??= start())

/** The product was opened: first in the list (and recorded on a member's account). */
export function recordView(product: ProductDetail) {
  const viewed: ViewedProduct = {
    spuId: product.productId,
    shopId: product.shopId,
    name: product.producctName,
    brandName: product.brandName,
    picUrl: product.imglist[0] ?? '',
    viewedAt: Date.now(),
  }
  recentlyViewed().send({ type: 'VIEWED', product: viewed })
}

/** `exclude`: the product on screen. */
export type RecentlyViewedProps = Omit<RecentlyViewedStripProps, 'items'> & { exclude?: number }

/** The shopper's recently viewed products, from the store. */
export function RecentlyViewed({ exclude, ...props }: RecentlyViewedProps) {
  const items = useSelector(recentlyViewed(), (s) => s.context.items)
  return <RecentlyViewedStrip items={exclude ? items.filter((item) => item.spuId !== exclude) : items} {...props} />
}
