// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FilterOptions } from '../../contract/catalog'
import type { FilterSelection } from '../../machines/catalog/filterDrawer'
import { FilterDrawer } from '../../src/components/product/FilterDrawer'
import { sampleOptions } from '../../src/fakes/catalog'
import { activateLanguage } from '../../src/i18n'
import { renderInApp } from './inApp'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

const manyBrands: FilterOptions = {
  ...sampleOptions,
  productBrands: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Brand ${i + 1}`, count: 10 })),
}

async function openDrawer(selected: FilterSelection) {
  renderInApp(() => <FilterDrawer options={manyBrands} selected={selected} onApply={() => {}} defaultOpen />)
  return screen.findByRole('dialog', {}, { timeout: 10_000 })
}
const groupToggle = (drawer: HTMLElement, name: RegExp) => within(drawer).getByRole('button', { name })

describe('the filter drawer’s groups', () => {
  it('start collapsed but for the chosen ones, and open on demand', async () => {
    const drawer = await openDrawer({ 'property:2': [23] })
    expect(groupToggle(drawer, /^Size/).getAttribute('aria-expanded')).toBe('true')
    expect(groupToggle(drawer, /^Brand/).getAttribute('aria-expanded')).toBe('false')
    expect(within(drawer).queryByRole('checkbox', { name: /^Brand 1 / })).toBeNull()
    expect(within(drawer).getByRole('checkbox', { name: /^M \(63\)$/ })).toBeTruthy()
    fireEvent.click(groupToggle(drawer, /^Brand/))
    expect(groupToggle(drawer, /^Brand/).getAttribute('aria-expanded')).toBe('true')
    expect(within(drawer).getByRole('checkbox', { name: /^Brand 1 / })).toBeTruthy()
  })

  it('show 8 values of a long group, then all on demand', async () => {
    const drawer = await openDrawer({ brand: [2] })
    const brandBoxes = () => within(drawer).queryAllByRole('checkbox', { name: /^Brand \d+ / })
    expect(brandBoxes()).toHaveLength(8)
    fireEvent.click(within(drawer).getByRole('button', { name: /^Show all 12$/ }))
    expect(brandBoxes()).toHaveLength(12)
  })
})
