import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import { addToCartMachine, type CartLine } from '../../../machines/cart/addToCart'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(addToCartMachine)

function start(
  addToCart: ActorsOf<typeof addToCartMachine>['addToCart'] = fake.resolving('addToCart', 4).logic,
  signedIn = true,
  ownShopId: number | null = null,
) {
  const spies = { warnSelectSpecification: vi.fn(), goToLogin: vi.fn(), added: vi.fn(), notifyFailure: vi.fn() }
  const machine = addToCartMachine.provide({
    actors: { addToCart },
    guards: { signedIn: () => signedIn, ownShop: (_, shopId) => shopId === ownShopId },
    actions: {
      warnSelectSpecification: spies.warnSelectSpecification,
      goToLogin: spies.goToLogin,
      added: (_, count) => spies.added(count),
      notifyFailure: (_, message) => spies.notifyFailure(message),
    },
  })
  return { actor: createActor(machine).start(), ...spies }
}

const line: CartLine = { spuId: 7, skuId: 70, count: 2, shopId: 3 }

describe('addToCart', () => {
  it('warns "select specification" without a complete SKU and sends nothing', () => {
    const server = fake.resolving('addToCart', 1)
    const { actor, warnSelectSpecification } = start(server.logic)
    actor.send({ type: 'ADD', line: { ...line, skuId: null } })
    expect(warnSelectSpecification).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.needsSpecification).toBe(true)
    expect(server.calls).toEqual([])
    actor.send({ type: 'ADD', line })
    expect(actor.getSnapshot().context.needsSpecification).toBe(false)
    expect(server.calls).toHaveLength(1)
  })

  it('sends guests to log in', () => {
    const { actor, goToLogin } = start(undefined, false)
    actor.send({ type: 'ADD', line })
    expect(goToLogin).toHaveBeenCalledOnce()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('adds, then reports the new cart count', async () => {
    const server = fake.resolving('addToCart', 4)
    const { actor, added } = start(server.logic)
    actor.send({ type: 'ADD', line })
    expect(actor.getSnapshot().value).toBe('adding')
    await flush()
    expect(server.calls).toEqual([line])
    expect(actor.getSnapshot().value).toBe('done')
    expect(actor.getSnapshot().context.cartCount).toBe(4)
    expect(added).toHaveBeenCalledWith(4)
  })

  it('ignores a second ADD while adding', () => {
    const server = fake.pending('addToCart')
    const { actor } = start(server.logic)
    actor.send({ type: 'ADD', line })
    actor.send({ type: 'ADD', line })
    expect(server.calls).toHaveLength(1)
  })

  it('shows the server refusal and can try again', async () => {
    const { actor, notifyFailure } = start(fake.rejecting('addToCart', 'This piece is no longer available').logic)
    actor.send({ type: 'ADD', line })
    await flush()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(notifyFailure).toHaveBeenCalledWith('This piece is no longer available')
    actor.send({ type: 'ADD', line })
    expect(actor.getSnapshot().value).toBe('adding')
  })

  it('adds again after success', async () => {
    const { actor } = start()
    actor.send({ type: 'ADD', line })
    await flush()
    actor.send({ type: 'ADD', line: { ...line, skuId: null } })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  describe('the own-store dialog (docs/behaviour.md#checkout)', () => {
    it('opens instead of adding when the user runs the shop, even before a specification is chosen', () => {
      const server = fake.resolving('addToCart', 1)
      const { actor, warnSelectSpecification, notifyFailure } = start(server.logic, true, line.shopId)
      actor.send({ type: 'ADD', line: { ...line, skuId: null } })
      expect(actor.getSnapshot().hasTag('ownStore')).toBe(true)
      expect(warnSelectSpecification).not.toHaveBeenCalled()
      actor.send({ type: 'ADD', line })
      expect(server.calls).toEqual([])
      expect(notifyFailure).not.toHaveBeenCalled()
      actor.send({ type: 'CLOSE' })
      expect(actor.getSnapshot().hasTag('ownStore')).toBe(false)
      expect(actor.getSnapshot().value).toBe('idle')
    })

    it('adds pieces of other shops as usual', async () => {
      const server = fake.resolving('addToCart', 4)
      const { actor, added } = start(server.logic, true, line.shopId + 1)
      actor.send({ type: 'ADD', line })
      await flush()
      expect(added).toHaveBeenCalledWith(4)
    })

    it('opens when the service refuses with code 1040, with no toast; other refusals stay toasts', async () => {
      const own = start(fake.rejecting('addToCart', 'Shop users cannot order in their own shop', ErrorCode.ownShop).logic)
      own.actor.send({ type: 'ADD', line })
      await flush()
      expect(own.actor.getSnapshot().hasTag('ownStore')).toBe(true)
      expect(own.notifyFailure).not.toHaveBeenCalled()
      own.actor.send({ type: 'CLOSE' })
      own.actor.send({ type: 'ADD', line })
      expect(own.actor.getSnapshot().value).toBe('adding')

      const other = start(fake.rejecting('addToCart', 'Only 1 left', ErrorCode.outOfStock).logic)
      other.actor.send({ type: 'ADD', line })
      await flush()
      expect(other.actor.getSnapshot().hasTag('ownStore')).toBe(false)
      expect(other.notifyFailure).toHaveBeenCalledWith('Only 1 left')
    })
  })
})
