// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FilterSelection } from '../../machines/catalog/filterDrawer'
import { FilterDrawer } from '../../src/components/product/FilterDrawer'
import { sampleOptions } from '../../src/fakes/catalog'
import { activateLanguage } from '../../src/i18n'
import { renderInApp } from './inApp'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

async function openDrawer(selected: FilterSelection) {
  renderInApp(() => <FilterDrawer options={sampleOptions} selected={selected} onApply={() => {}} defaultOpen />)
  await screen.findByRole('dialog', {}, { timeout: 10_000 })
  // Groups start collapsed but for the chosen ones: open the others.
  for (const toggle of screen.getAllByRole('button', { expanded: false })) fireEvent.click(toggle)
  const box = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement
  return box
}

describe('the filter drawer’s counts', () => {
  it('shows each value’s count and disables values that would show nothing', async () => {
    const box = await openDrawer({})
    expect([box(/^Maison Orée \(64\)$/).disabled, box(/^Atelier Nord \(0\)$/).disabled]).toEqual([false, true])
    expect([box(/^XS \(0\)$/).disabled, box(/^M \(63\)$/).disabled]).toEqual([true, false])
  })

  it('keeps a chosen value that dropped to 0 free to be let go', async () => {
    const box = await openDrawer({ brand: [2] })
    expect([box(/^Atelier Nord \(0\)$/).checked, box(/^Atelier Nord \(0\)$/).disabled]).toEqual([true, false])
  })
})
