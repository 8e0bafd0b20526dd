// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ProductCard as Product } from '../../contract/catalog'
import { ProductCard } from '../../src/components/product/ProductCard'
import { sampleProducts } from '../../src/fakes/catalog'
import { activateLanguage } from '../../src/i18n'
import { renderInApp } from './inApp'

// Prices read the session's currency; the real session actor would start calling the service.
vi.mock('../../src/session', () => ({
  useSession: <T,>(select: (s: { currencyCode: string; lang: string }) => T) => select({ currencyCode: 'USD', lang: 'en' }),
}))

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

async function draw(product: Product) {
  renderInApp(() => <ProductCard product={product} />)
  const card = within(await screen.findByRole('article'))
  const picture = () => card.getByRole('img', { name: new RegExp(product.producctName) }).getAttribute('src')
  return { card, picture }
}

/** Six colours, four shown. */
const sixColours = sampleProducts.find((p) => p.colourCount === 6)!
const [first, second, third] = sixColours.colours!

describe('a product card’s colour swatches', () => {
  it('are buttons named by their colour, four of six with the rest counted', async () => {
    const { card } = await draw(sixColours)
    const group = within(card.getByRole('group', { name: 'Colours' }))
    expect(group.getAllByRole('button').map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-pressed')])).toEqual(
      sixColours.colours!.map((c) => [c.name, 'false']),
    )
    expect(group.getByText('2 more colours')).toBeTruthy()
  })

  it('show the colour a mouse rests on, and the product’s own picture again when it leaves', async () => {
    const { card, picture } = await draw(sixColours)
    expect(picture()).toBe(sixColours.imglist[0])
    fireEvent.pointerEnter(card.getByRole('button', { name: third.name }), { pointerType: 'mouse' })
    expect(picture()).toBe(third.picUrl)
    fireEvent.pointerLeave(card.getByRole('group', { name: 'Colours' }), { pointerType: 'mouse' })
    expect(picture()).toBe(first.picUrl)
  })

  it('keep a tapped colour (touch has no hover) without following the card’s link, and let it go on a second tap', async () => {
    const { card, picture } = await draw(sixColours)
    const secondButton = card.getByRole('button', { name: second.name })
    fireEvent.pointerEnter(secondButton, { pointerType: 'touch' })
    expect(picture()).toBe(first.picUrl)
    fireEvent.click(secondButton)
    expect([picture(), secondButton.getAttribute('aria-pressed')]).toEqual([second.picUrl, 'true'])
    expect(window.location.pathname).toBe('/')
    fireEvent.click(secondButton)
    expect([picture(), secondButton.getAttribute('aria-pressed')]).toEqual([first.picUrl, 'false'])
  })

  it('open the product in the colour the card shows, and in its own when none is chosen', async () => {
    const { card } = await draw(sixColours)
    const colourOfLink = () => new URL(card.getByRole('link').getAttribute('href')!, 'http://x').searchParams.get('colour')
    expect(colourOfLink()).toBeNull()
    fireEvent.click(card.getByRole('button', { name: third.name }))
    expect(colourOfLink()).toBe(String(third.valueId))
    fireEvent.click(card.getByRole('button', { name: third.name }))
    expect(colourOfLink()).toBeNull()
  })

  it('are left out for a piece in one colour', async () => {
    const { card } = await draw({ ...sixColours, colours: [first], colourCount: 1 })
    expect(card.queryByRole('group', { name: 'Colours' })).toBeNull()
  })
})
