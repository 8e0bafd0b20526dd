// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FilterSelection } from '../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../machines/catalog/priceRange'
import { FilterDrawer } from '../../src/components/product/FilterDrawer'
import { sampleOptions } from '../../src/fakes/catalog'
import { activateLanguage } from '../../src/i18n'
import { renderInApp } from './inApp'

const shopper = vi.hoisted(() => ({ currencyCode: 'USD' }))
vi.mock('../../src/session', () => ({ useSession: <T,>(select: (s: typeof shopper) => T) => select(shopper) }))
vi.mock('../../src/api/settings', () => ({
  settingsApi: { currencies: async () => [{ code: 'JPY', symbol: '¥', name: 'Yen', rate: 153.27 }] },
}))

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

async function openDrawer(price: PriceRange, currencyCode = 'USD') {
  shopper.currencyCode = currencyCode
  const onApply = vi.fn<(selection: FilterSelection, price?: PriceRange) => void>()
  renderInApp(() => <FilterDrawer options={sampleOptions} selected={{}} price={price} onApply={onApply} defaultOpen />)
  await screen.findByRole('dialog', {}, { timeout: 10_000 })
  const input = async (name: string) => (await screen.findByRole('textbox', { name })) as HTMLInputElement
  const type = async (name: string, text: string) => fireEvent.change(await input(name), { target: { value: text } })
  const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
  return { onApply, input, type, apply }
}

describe('the filter drawer’s price range', () => {
  it('shows the URL range in dollars and applies a typed one in cents', async () => {
    const { onApply, input, type, apply } = await openDrawer({ maxPrice: 2050 })
    expect([(await input('Lowest price')).value, (await input('Highest price')).value]).toEqual(['', '20.50'])
    await type('Lowest price', '10')
    apply()
    expect(onApply).toHaveBeenCalledWith({}, { minPrice: 1000, maxPrice: 2050 })
  })

  it('says what is wrong and applies nothing', async () => {
    const { onApply, type, apply } = await openDrawer({})
    await type('Lowest price', 'ten')
    expect(screen.getByText('Enter the price as a number, such as 25 or 25.50.')).toBeTruthy()
    await type('Lowest price', '-3')
    expect(screen.getByText('A price cannot be below zero.')).toBeTruthy()
    await type('Lowest price', '30')
    await type('Highest price', '20')
    expect(screen.getByText('The lowest price is above the highest.')).toBeTruthy()
    apply()
    expect(onApply).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('works in yen at the tenant’s rate, with no decimals', async () => {
    const { onApply, input, type, apply } = await openDrawer({ minPrice: 653 }, 'JPY')
    // 653 US cents at 153.27: ¥1,000.85 shown as ¥1,001; the roundest amount giving the same cents is 1000.
    // The rate arrives after the drawer opens; on a loaded machine (a full unit run beside other work) later than waitFor's default second.
    await waitFor(async () => expect((await input('Lowest price')).value).toBe('1000'), { timeout: 10_000 })
    expect(screen.getByText('(JPY)')).toBeTruthy()
    await type('Highest price', '5000')
    apply()
    const [, price] = onApply.mock.calls[0]
    // ¥5,000 is about 3262.2 cents: 3262 shows ¥5,000, 3263 would show ¥5,001.
    expect(price).toEqual({ minPrice: 653, maxPrice: 3262 })
  })
})
