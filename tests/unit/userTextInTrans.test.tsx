// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ShopSearchScreen } from '../../src/screens/search/ShopSearchScreen'
import { drawInRouter, screenTests } from './screenHarness'

vi.mock('../../src/session', () => ({
  useSession: <T,>(select: (s: { currencyCode: string; lang: string }) => T) => select({ currencyCode: 'USD', lang: 'en' }),
}))

screenTests()

describe('text a shopper typed, inside a translated sentence', () => {
  it('is shown as typed: its <b> and <0> are text, not markup', async () => {
    const word = 'silk <b>scarf</b> <0>x</0> <1/>'
    const errors = vi.spyOn(console, 'error')
    drawInRouter(() => (
      <ShopSearchScreen word={word} page={1} list={{ status: 'ready', data: { list: [], total: 0 } }} pageLink={() => ({ to: '/' })} />
    ))
    expect((await screen.findByText(/No shop is called/)).textContent).toBe(`No shop is called “${word}”.`)
    expect(errors).not.toHaveBeenCalled()
  })
})
