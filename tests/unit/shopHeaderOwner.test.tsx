// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleShop } from '../../src/fakes/catalog'
import { storyShopMachines } from '../../src/fakes/shopMachines'
import { ShopHeader } from '../../src/screens/shop/ShopHeader'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

const draw = (owned: boolean) => {
  const { follow, contact } = storyShopMachines()
  drawInRouter(() => <ShopHeader shop={sampleShop} follow={follow} contact={contact} owned={owned} />)
}

describe("the shop page's header", () => {
  it('offers a shopper follow and contact', async () => {
    draw(false)
    expect(await screen.findByRole('button', { name: /follow/i })).toBeDefined()
    expect(screen.getByRole('button', { name: /contact/i })).toBeDefined()
    expect(screen.queryByRole('link', { name: /manage shop/i })).toBeNull()
  })

  it('offers its owner "Manage shop" instead: nobody follows or writes to their own shop', async () => {
    draw(true)
    expect((await screen.findByRole('link', { name: /manage shop/i })).getAttribute('href')).toBe('/seller')
    expect(screen.queryByRole('button', { name: /follow/i })).toBeNull()
    expect(screen.queryByRole('button', { name: /contact/i })).toBeNull()
  })
})
