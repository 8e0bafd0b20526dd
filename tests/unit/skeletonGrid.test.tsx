// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import axe from 'axe-core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ShopGridSkeleton } from '../../src/components/shop/ShopGrid'
import { SkeletonGrid } from '../../src/components/SkeletonGrid'
import { activateLanguage } from '../../src/i18n'
import { HomePending } from '../../src/screens/home/HomeStates'
import { renderInApp } from './inApp'

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

/** axe's ARIA attribute rules on what is drawn (the browser tests' audit runs them all, in Chromium). */
async function ariaFindings() {
  const results = await axe.run(document.body, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value'],
  })
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)
}

describe('a loading card grid', () => {
  it('is a status named by what loads, a name ARIA allows there', async () => {
    renderInApp(() => <ShopGridSkeleton label="Loading shops" count={3} />)
    const status = await screen.findByRole('status', { name: 'Loading shops' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(await ariaFindings()).toEqual([])
  })

  it('home’s, around its hero and carousel, too', async () => {
    renderInApp(() => <HomePending />)
    expect((await screen.findByRole('status', { name: 'Loading' })).getAttribute('aria-busy')).toBe('true')
    expect(await ariaFindings()).toEqual([])
  })

  it('without a label, is no status at all', async () => {
    const { container } = renderInApp(() => <SkeletonGrid count={2} columns={{ base: 2 }} ratio={1} />)
    await vi.waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull())
    expect(screen.queryByRole('status')).toBeNull()
    expect(await ariaFindings()).toEqual([])
  })
})
