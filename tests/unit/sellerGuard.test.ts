// @vitest-environment jsdom
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Tenant, UserInfo } from '../../contract/api'
import type { MyShop } from '../../contract/catalog'
import { sessionMachine, type SessionContext } from '../../machines/session/session'
import { type RouterContext, shopOwnersOnly } from '../../src/lib/guards'

const open: MyShop = { status: 1, data: { id: 12, shopname: 'Atelier Ana' } }
const pending: MyShop = { status: 0, data: { id: 12, shopname: 'Atelier Ana' } }
const none: MyShop = { status: null, data: null }
const member = { token: 'tok', email: 'ana@example.com', userId: 7 }

/** A real session whose shop arrives when the test says so. */
function sessionWith(stored: Partial<SessionContext>) {
  let answer: (shop: MyShop) => void = () => {}
  const shop = new Promise<MyShop>((resolve) => (answer = resolve))
  const machine = sessionMachine.provide({
    actors: {
      resolveTenant: fromPromise(async (): Promise<Tenant | null> => null),
      loadUser: fromPromise(async () => ({ id: 7 }) as unknown as UserInfo),
      loadCounts: fromPromise(async () => ({ cartCount: 0, favoriteCount: 0 })),
      loadShop: fromPromise(() => shop),
    },
  })
  const session = createActor(machine, { input: { stored, host: 'shop.example' } }).start()
  return { session: session as unknown as RouterContext['session'], answer }
}

/** The seller layout's guard in a router of the same shape, the session in context. */
function routerFor(session: RouterContext['session'], path: string) {
  const root = createRootRouteWithContext<RouterContext>()()
  const seller = createRoute({ getParentRoute: () => root, path: '/seller', beforeLoad: shopOwnersOnly })
  return createRouter({
    routeTree: root.addChildren([
      seller.addChildren([createRoute({ getParentRoute: () => seller, path: '/products' })]),
      createRoute({ getParentRoute: () => root, path: '/applyShop' }),
      createRoute({ getParentRoute: () => root, path: '/login' }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session },
  })
}

describe('the seller center guard', () => {
  it('sends a guest to /login with the page to come back to', async () => {
    const { session } = sessionWith({})
    const router = routerFor(session, '/seller/products?page=2')
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/seller/products?page=2' })
  })

  it('waits for the session to know the shop, then lets the owner of an open shop in', async () => {
    const { session, answer } = sessionWith(member)
    const router = routerFor(session, '/seller/products')
    const loading = router.load()
    await waitFor(session, (s) => s.matches({ ready: { member: 'loadingShop' } }))
    expect(router.state.status).toBe('pending')
    answer(open)
    await loading
    expect(router.state.location.pathname).toBe('/seller/products')
  })

  it.each([
    ['no shop', none],
    ['a shop not open yet', pending],
  ])('shows a member with %s the shop application instead', async (_, shop) => {
    const { session, answer } = sessionWith(member)
    answer(shop)
    const router = routerFor(session, '/seller')
    await router.load()
    expect(router.state.location.pathname).toBe('/applyShop')
  })
})
