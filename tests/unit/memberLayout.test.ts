// @vitest-environment jsdom
import { createMemoryHistory, createRootRouteWithContext, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { applicantsOnly, membersOnly } from '../../src/lib/guards'

/** The member layout's guard in a router of the same shape: a pathless layout over account pages, the session in context. */
function routerFor(token: string | null, path: string) {
  const session = { getSnapshot: () => ({ context: { token } }) }
  const root = createRootRouteWithContext<{ session: typeof session }>()()
  const member = createRoute({ getParentRoute: () => root, id: '_member', beforeLoad: membersOnly })
  const router = createRouter({
    routeTree: root.addChildren([
      member.addChildren([createRoute({ getParentRoute: () => member, path: '/wishlist' })]),
      createRoute({ getParentRoute: () => root, path: '/applyShop', beforeLoad: applicantsOnly }),
      createRoute({ getParentRoute: () => root, path: '/login' }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { session },
  })
  return router
}

describe('the member layout', () => {
  it('sends a guest to /login with the page to come back to', async () => {
    const router = routerFor(null, '/wishlist?tab=second')
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ redirect: '/wishlist?tab=second' })
  })

  it('lets a signed-in shopper in, at the same URL', async () => {
    const router = routerFor('token', '/wishlist?tab=second')
    await router.load()
    expect(router.state.location.href).toBe('/wishlist?tab=second')
  })

  it('sends a guest applying for a shop to /login?apply=true', async () => {
    const router = routerFor(null, '/applyShop')
    await router.load()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toEqual({ apply: true })
  })
})
