import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Tenant, UserInfo } from '../../../contract/api'
import type { MyShop } from '../../../contract/catalog'
import { openShopOf, runsShop, sessionMachine, type SessionContext } from '../../../machines/session/session'

const user = { id: 7, email: 'ana@example.com' } as unknown as UserInfo
const open: MyShop = { status: 1, data: { id: 12, shopname: 'Atelier Ana' } }
const closed: MyShop = { status: 0, data: { id: 12, shopname: 'Atelier Ana' } }
const none: MyShop = { status: null, data: null }

/** A session whose `loadShop` answers the given replies in turn (the last one repeats). */
function start(stored: Partial<SessionContext>, replies: (MyShop | Error)[]) {
  let calls = 0
  const loadShop = vi.fn(async () => {
    const reply = replies[Math.min(calls++, replies.length - 1)]
    if (reply instanceof Error) throw reply
    return reply
  })
  const machine = sessionMachine.provide({
    actors: {
      resolveTenant: fromPromise(async (): Promise<Tenant | null> => null),
      loadUser: fromPromise(async () => user),
      logout: fromPromise(async (): Promise<void> => {}),
      loadCounts: fromPromise(async () => ({ cartCount: 0, favoriteCount: 0 })),
      loadShop: fromPromise(loadShop),
    },
  })
  const actor = createActor(machine, { input: { stored, host: 'shop.example' } }).start()
  return { actor, loadShop }
}

type Actor = ReturnType<typeof start>['actor']
const shopKnown = (actor: Actor) => waitFor(actor, (s) => s.matches({ ready: { member: 'shopKnown' } }))
const member = { token: 'tok', email: 'ana@example.com', userId: 7 }

describe('the session keeps the user shop (getShopInfoflag)', () => {
  it('loads it once on start when a token exists', async () => {
    const { actor, loadShop } = start(member, [open])
    await shopKnown(actor)
    expect(actor.getSnapshot().context.userShopInfo).toEqual(open)
    expect(loadShop).toHaveBeenCalledTimes(1)
    actor.send({ type: 'SET_COUNTS', cartCount: 2 })
    actor.send({ type: 'UNREAD_REFRESH' })
    expect(loadShop).toHaveBeenCalledTimes(1)
  })

  it('is not asked for a guest, and is loaded after logging in', async () => {
    const { actor, loadShop } = start({}, [none])
    await waitFor(actor, (s) => s.matches({ ready: 'guest' }))
    expect(loadShop).not.toHaveBeenCalled()
    actor.send({ type: 'LOGGED_IN', token: 'tok', email: 'ana@example.com', userId: 7 })
    await shopKnown(actor)
    expect(loadShop).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.userShopInfo).toEqual(none)
  })

  it('is cleared on logout, on a 401 and when another user logs in', async () => {
    const { actor } = start(member, [open])
    await shopKnown(actor)
    actor.send({ type: 'LOGOUT' })
    await waitFor(actor, (s) => s.matches({ ready: 'guest' }))
    expect(actor.getSnapshot().context.userShopInfo).toBeNull()

    const second = start(member, [open])
    await shopKnown(second.actor)
    second.actor.send({ type: 'UNAUTHORIZED' })
    expect(second.actor.getSnapshot().context.userShopInfo).toBeNull()

    const third = start(member, [open])
    await shopKnown(third.actor)
    third.actor.send({ type: 'LOGGED_IN', token: 'other', email: 'bo@example.com', userId: 9 })
    expect(third.actor.getSnapshot().context.userShopInfo).toBeNull()
  })

  it('SHOP_CHANGED loads it again (an application was approved)', async () => {
    const { actor, loadShop } = start(member, [none, open])
    await shopKnown(actor)
    expect(openShopOf(actor.getSnapshot().context)).toBeNull()
    actor.send({ type: 'SHOP_CHANGED' })
    expect(actor.getSnapshot().matches({ ready: { member: 'loadingShop' } })).toBe(true)
    await shopKnown(actor)
    expect(loadShop).toHaveBeenCalledTimes(2)
    expect(openShopOf(actor.getSnapshot().context)).toEqual({ id: 12, shopname: 'Atelier Ana' })
  })

  it('SHOP_CHANGED while loading starts the load over, and the later answer wins', async () => {
    let resolveFirst: (shop: MyShop) => void = () => {}
    const first = new Promise<MyShop>((resolve) => {
      resolveFirst = resolve
    })
    const loads = [() => first, async () => open]
    const machine = sessionMachine.provide({
      actors: {
        resolveTenant: fromPromise(async (): Promise<Tenant | null> => null),
        loadUser: fromPromise(async () => user),
        loadCounts: fromPromise(async () => ({ cartCount: 0, favoriteCount: 0 })),
        loadShop: fromPromise(() => (loads.shift() ?? (async () => none))()),
      },
    })
    const actor = createActor(machine, { input: { stored: member, host: 'x' } }).start()
    await waitFor(actor, (s) => s.matches({ ready: { member: 'loadingShop' } }))
    actor.send({ type: 'SHOP_CHANGED' })
    await shopKnown(actor)
    resolveFirst(none)
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.userShopInfo).toEqual(open)
  })

  it('keeps the last known shop when loading it fails', async () => {
    const { actor } = start(member, [open, new Error('offline')])
    await shopKnown(actor)
    actor.send({ type: 'SHOP_CHANGED' })
    await shopKnown(actor)
    expect(actor.getSnapshot().context.userShopInfo).toEqual(open)
  })
})

describe('what the views read of the shop', () => {
  it('"My shop" only for an open shop (status 1)', () => {
    expect(openShopOf({ userShopInfo: open })).toEqual({ id: 12, shopname: 'Atelier Ana' })
    expect(openShopOf({ userShopInfo: closed })).toBeNull()
    expect(openShopOf({ userShopInfo: none })).toBeNull()
    expect(openShopOf({ userShopInfo: null })).toBeNull()
  })

  it('the own-store rule holds for the user shop whatever its status', () => {
    expect(runsShop({ userShopInfo: open }, 12)).toBe(true)
    expect(runsShop({ userShopInfo: closed }, 12)).toBe(true)
    expect(runsShop({ userShopInfo: open }, 13)).toBe(false)
    expect(runsShop({ userShopInfo: none }, 12)).toBe(false)
    expect(runsShop({ userShopInfo: null }, 12)).toBe(false)
  })
})
