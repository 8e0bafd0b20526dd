import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Currency } from '../../../contract/api'
import { pickerMachine } from '../../../machines/settings/picker'

const currencies: Currency[] = [
  { code: 'USD', symbol: '$', name: 'US dollar', rate: 1 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.9 },
  { code: 'JPY', symbol: '¥', name: 'Yen', rate: 150 },
]

function start(load: () => Promise<Currency[]> = async () => currencies) {
  const setCurrency = vi.fn()
  const setLang = vi.fn()
  const loadCurrencies = vi.fn(load)
  const machine = pickerMachine.provide({
    actors: { loadCurrencies: fromPromise(loadCurrencies) },
    actions: { setCurrency: (_, params) => setCurrency(params), setLang: (_, params) => setLang(params) },
  })
  const actor = createActor(machine, { input: { lang: 'en', currencyCode: 'USD', symbol: '$' } }).start()
  return { actor, setCurrency, setLang, loadCurrencies }
}

const open = (actor: ReturnType<typeof start>['actor']) => actor.send({ type: 'OPEN', lang: 'en', currencyCode: 'USD', symbol: '$' })

describe('picker machine', () => {
  it('opens on the session values and loads the currencies', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    open(actor)
    expect(actor.getSnapshot().matches({ open: 'loading' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    expect(actor.getSnapshot().context.currencies.map((c) => c.code)).toEqual(['USD', 'EUR', 'JPY'])
    expect(actor.getSnapshot().context.chosenLang).toBe('en')
  })

  it('loads the currencies only once', async () => {
    const { actor, loadCurrencies } = start()
    open(actor)
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    actor.send({ type: 'CLOSE' })
    open(actor)
    expect(actor.getSnapshot().matches({ open: 'ready' })).toBe(true)
    expect(loadCurrencies).toHaveBeenCalledTimes(1)
  })

  it('applies only the currency when the language is unchanged', async () => {
    const { actor, setCurrency, setLang } = start()
    open(actor)
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    actor.send({ type: 'CHOOSE_CURRENCY', code: 'EUR' })
    actor.send({ type: 'APPLY' })
    expect(setCurrency).toHaveBeenCalledWith({ currencyCode: 'EUR', symbol: '€' })
    expect(setLang).not.toHaveBeenCalled()
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('applies the language too when it changed', async () => {
    const { actor, setCurrency, setLang } = start()
    open(actor)
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    actor.send({ type: 'CHOOSE_LANG', lang: 'ja' })
    actor.send({ type: 'CHOOSE_CURRENCY', code: 'JPY' })
    actor.send({ type: 'APPLY' })
    expect(setCurrency).toHaveBeenCalledWith({ currencyCode: 'JPY', symbol: '¥' })
    expect(setLang).toHaveBeenCalledWith({ lang: 'ja' })
  })

  it('closing discards the choice; reopening starts from the session values', async () => {
    const { actor, setCurrency } = start()
    open(actor)
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    actor.send({ type: 'CHOOSE_LANG', lang: 'fr' })
    actor.send({ type: 'CLOSE' })
    expect(setCurrency).not.toHaveBeenCalled()
    open(actor)
    expect(actor.getSnapshot().context.chosenLang).toBe('en')
  })

  it('a failed load can be retried, and Apply still keeps the current currency', async () => {
    let fail = true
    const { actor, setCurrency } = start(async () => {
      if (fail) throw new Error('offline')
      return currencies
    })
    open(actor)
    await waitFor(actor, (s) => s.matches({ open: 'failed' }))
    fail = false
    actor.send({ type: 'RETRY' })
    await waitFor(actor, (s) => s.matches({ open: 'ready' }))
    actor.send({ type: 'APPLY' })
    expect(setCurrency).toHaveBeenCalledWith({ currencyCode: 'USD', symbol: '$' })
  })
})
