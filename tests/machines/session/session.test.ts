// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Tenant, UserInfo } from '../../../contract/api'
import type { MyShop } from '../../../contract/catalog'
import { initialSession, sessionMachine, type SessionContext } from '../../../machines/session/session'
import { loadSession, saveSession } from '../../../src/session/storage'

const user = { id: 7, email: 'ana@example.com', firstName: 'Ana' } as unknown as UserInfo

interface Fakes {
  tenant?: () => Promise<Tenant | null>
  user?: () => Promise<UserInfo>
  logout?: () => Promise<void>
  counts?: () => Promise<{ cartCount: number; favoriteCount: number }>
  shop?: () => Promise<MyShop>
}

const noShop: MyShop = { status: null, data: null }

function start(stored: Partial<SessionContext> = {}, fakes: Fakes = {}) {
  const persist = vi.fn()
  const reload = vi.fn()
  const goToLogin = vi.fn()
  const logout = vi.fn(fakes.logout ?? (async () => undefined))
  const machine = sessionMachine.provide({
    actors: {
      resolveTenant: fromPromise(fakes.tenant ?? (async () => ({ id: 2, name: 'Maison' }))),
      loadUser: fromPromise(fakes.user ?? (async () => user)),
      logout: fromPromise(logout),
      loadCounts: fromPromise(fakes.counts ?? (async () => ({ cartCount: 0, favoriteCount: 0 }))),
      loadShop: fromPromise(fakes.shop ?? (async () => noShop)),
    },
    actions: { persist: ({ context }) => persist({ ...context }), reload, goToLogin },
  })
  const actor = createActor(machine, { input: { stored, host: 'shop.example' } }).start()
  return { actor, persist, reload, goToLogin, logout }
}

type Actor = ReturnType<typeof start>['actor']
const ready = (actor: Actor) => waitFor(actor, (s) => s.matches('ready') && !s.matches({ ready: 'loadingUser' }))

describe('session machine', () => {
  it('loads the bag and wishlist counts once the shopper is a member, never below 0', async () => {
    const { actor } = start(
      { token: 'tok', email: 'ana@example.com', userId: 7 },
      { counts: async () => ({ cartCount: 3, favoriteCount: -1 }) },
    )
    await waitFor(actor, (s) => s.context.cartCount === 3)
    expect(actor.getSnapshot().context).toMatchObject({ cartCount: 3, favoriteCount: 0 })
  })

  it('keeps the last counts when loading them fails', async () => {
    const { actor } = start(
      { token: 'tok', email: 'ana@example.com', userId: 7, cartCount: 2 },
      { counts: async () => Promise.reject(new Error('offline')) },
    )
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().matches({ ready: 'member' })).toBe(true)
    expect(actor.getSnapshot().context.cartCount).toBe(2)
  })

  it('resolves the tenant from the host, then is a guest without a token', async () => {
    const tenant = vi.fn(async () => ({ id: 2, name: 'Maison' }))
    const { actor, persist } = start({}, { tenant })
    expect(actor.getSnapshot().value).toBe('resolvingTenant')
    await ready(actor)
    expect(actor.getSnapshot().matches({ ready: 'guest' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ tenantId: 2, platformName: 'Maison' })
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ tenantId: 2 }))
  })

  it('falls back to tenant 1 when the host resolves to none or the call fails', async () => {
    const none = start({ tenantId: 5 }, { tenant: async () => null })
    await ready(none.actor)
    expect(none.actor.getSnapshot().context.tenantId).toBe(1)
    const failing = start({ tenantId: 5 }, { tenant: async () => Promise.reject(new Error('offline')) })
    await ready(failing.actor)
    expect(failing.actor.getSnapshot().context.tenantId).toBe(1)
    expect(failing.actor.getSnapshot().matches({ ready: 'guest' })).toBe(true)
  })

  it('with a stored token loads the user and becomes a member', async () => {
    const { actor } = start({ token: 'tok', email: 'ana@example.com', userId: 7 })
    await waitFor(actor, (s) => s.matches({ ready: 'loadingUser' }))
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    expect(actor.getSnapshot().context.userInfo).toEqual(user)
  })

  it('keeps the token when loading the user fails for a reason other than 401', async () => {
    const { actor } = start({ token: 'tok' }, { user: async () => Promise.reject(new Error('offline')) })
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    expect(actor.getSnapshot().context.token).toBe('tok')
    expect(actor.getSnapshot().context.userInfo).toBeNull()
  })

  it('LOGGED_IN stores the credentials, loads the user; USER_UPDATED replaces it', async () => {
    const { actor, persist } = start()
    await ready(actor)
    actor.send({ type: 'LOGGED_IN', token: 'new', email: 'bo@example.com', userId: 9 })
    expect(actor.getSnapshot().matches({ ready: 'loadingUser' })).toBe(true)
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ token: 'new', email: 'bo@example.com', userId: 9 }))
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    const updated = { ...user, firstName: 'Bo' }
    actor.send({ type: 'USER_UPDATED', userInfo: updated })
    expect(actor.getSnapshot().context.userInfo).toEqual(updated)
  })

  it('LOGOUT calls the server, clears the user and counts, and goes to login even if the call fails', async () => {
    for (const logoutCall of [async () => undefined, async () => Promise.reject(new Error('offline'))]) {
      const { actor, goToLogin, logout } = start({ token: 'tok', email: 'ana@example.com', cartCount: 3 }, { logout: logoutCall })
      await waitFor(actor, (s) => s.matches({ ready: 'member' }))
      actor.send({ type: 'LOGOUT' })
      expect(actor.getSnapshot().matches({ ready: 'loggingOut' })).toBe(true)
      await waitFor(actor, (s) => s.matches({ ready: 'guest' }))
      expect(logout).toHaveBeenCalledTimes(1)
      expect(goToLogin).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context).toMatchObject({ token: null, email: null, userId: null, userInfo: null, cartCount: 0 })
    }
  })

  it('UNAUTHORIZED (a 401) clears the session and calls goToLogin', async () => {
    const { actor, goToLogin, persist } = start({ token: 'tok', email: 'ana@example.com', favoriteCount: 4 })
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    actor.send({ type: 'UNAUTHORIZED' })
    expect(actor.getSnapshot().matches({ ready: 'guest' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ token: null, favoriteCount: 0 })
    expect(goToLogin).toHaveBeenCalledTimes(1)
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ token: null }))
  })

  it('a new password ends the session at once (no login yet), then UNAUTHORIZED tells goToLogin where to go after it', async () => {
    const { actor, goToLogin } = start({ token: 'tok', email: 'ana@example.com' })
    await waitFor(actor, (s) => s.matches({ ready: 'member' }))
    actor.send({ type: 'TOKEN_REVOKED' })
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(goToLogin).not.toHaveBeenCalled()
    actor.send({ type: 'UNAUTHORIZED', next: '/myaccount' })
    expect(goToLogin).toHaveBeenCalledWith(expect.anything(), { next: '/myaccount' })
  })

  it('a language change persists and reloads; currency and population persist without reload', async () => {
    const { actor, persist, reload } = start()
    await ready(actor)
    actor.send({ type: 'SET_CURRENCY', currencyCode: 'EUR', symbol: '€' })
    actor.send({ type: 'SET_POPULATION', population: 'children' })
    expect(reload).not.toHaveBeenCalled()
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ currencyCode: 'EUR', symbol: '€', population: 'children' }))
    actor.send({ type: 'SET_LANG', lang: 'ko' })
    expect(persist).toHaveBeenLastCalledWith(expect.objectContaining({ lang: 'ko' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('counts update independently and never go below 0', async () => {
    const { actor } = start()
    await ready(actor)
    actor.send({ type: 'SET_COUNTS', cartCount: 2, favoriteCount: 5 })
    actor.send({ type: 'SET_COUNTS', favoriteCount: -1 })
    expect(actor.getSnapshot().context).toMatchObject({ cartCount: 2, favoriteCount: 0 })
  })
})

describe('session storage', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips the session under the storage keys of docs/behaviour.md#account', () => {
    const session = initialSession({
      token: 'tok',
      email: 'ana@example.com',
      userId: 7,
      userInfo: user,
      tenantId: 3,
      lang: 'fr',
      currencyCode: 'EUR',
      symbol: '€',
      population: 'male',
    })
    saveSession(session)
    expect(localStorage.getItem('token')).toBe('tok')
    expect(localStorage.getItem('email')).toBe('ana@example.com')
    expect(localStorage.getItem('lang')).toBe('fr')
    expect(localStorage.getItem('currency')).toBe('EUR')
    expect(localStorage.getItem('currencyCode')).toBe('EUR')
    expect(localStorage.getItem('symbol')).toBe('€')
    expect(localStorage.getItem('population')).toBe('male')
    expect(localStorage.getItem('sex')).toBe('1')
    expect(localStorage.getItem('tenant-id')).toBe('3')
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ token: 'tok', userId: 7, email: 'ana@example.com' })
    expect(loadSession()).toMatchObject({
      token: 'tok',
      email: 'ana@example.com',
      userId: 7,
      tenantId: 3,
      lang: 'fr',
      currencyCode: 'EUR',
      symbol: '€',
      population: 'male',
    })
  })

  it('signing out removes the token, email and userInfo keys', () => {
    saveSession(initialSession({ token: 'tok', email: 'ana@example.com' }))
    saveSession(initialSession())
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('email')).toBeNull()
    expect(localStorage.getItem('userInfo')).toBeNull()
    expect(loadSession().token).toBeUndefined()
  })

  it('reads the API family spellings and ignores garbage', () => {
    localStorage.setItem('lang', 'jp')
    localStorage.setItem('currency', 'KRW')
    localStorage.setItem('population', 'aliens')
    localStorage.setItem('tenant-id', 'x')
    expect(loadSession()).toEqual({ lang: 'ja', currencyCode: 'KRW' })
  })
})
