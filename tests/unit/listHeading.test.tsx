// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listHead } from '../../contract/head/catalogHeads'
import { CatalogList } from '../../src/screens/catalog/CatalogList'
import { activateLanguage } from '../../src/i18n'
import { contextAt } from './seoFixtures'
import { renderInApp } from './inApp'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(async () => {
  await activateLanguage('fr')
  // A desktop-wide window (jsdom has no media queries).
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
})

// The header's link names the list in English; the category's own names come with the crumbs.
const search = { type: 'category' as const, categoryId: 30, navigation: 4 as const, name: 'Dresses' }
const data = {
  result: { list: [], total: 0 },
  options: { categoryBaseVOList: [], productPropertyListVos: [], designerSaveReqVOList: [], productBrands: [] },
  crumbs: [
    { id: 1, name: 'Vêtements' },
    { id: 30, name: 'Robes' },
  ],
}

describe("a category list's heading", () => {
  it("is the category's name in the shopper's language, not the address's", async () => {
    renderInApp(() => <CatalogList search={search} list={{ status: 'ready', data }} onSearch={() => {}} pageLink={() => ({ to: '/' })} />)
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Robes')
  })

  it('titles the page head the same way', () => {
    expect(
      listHead(contextAt('/categoryIndex?type=category&categoryId=30&navigation=4&name=Dresses', 'fr'), { search, ...data }).title,
    ).toBe('Robes | Vitrine')
  })
})
