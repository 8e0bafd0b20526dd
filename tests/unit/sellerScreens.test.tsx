// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ListingStatus } from '../../contract/lifecycles'
import { sellerSort } from '../../contract/seller'
import { productActionsMachine } from '../../machines/seller/productActions'
import { sellerDashboardFake, sellerPage, sellerSummary } from '../../src/fakes/seller'
import { ProductsScreen } from '../../src/screens/seller/ProductsScreen'
import { sellerQuery } from '../../src/screens/seller/productsQuery'
import { SellerDashboard } from '../../src/screens/seller/SellerDashboard'
import { SellerLayout } from '../../src/screens/seller/SellerLayout'
import { fakesOf } from '../machines/fakes'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

const shop = { id: 3, shopname: 'Maison Lumière' }

describe('the seller center screens', () => {
  it('draws the menu, every entry a link, and the dashboard’s to-dos and counts each leading to its list', async () => {
    drawInRouter(() => (
      <SellerLayout shop={shop}>
        <SellerDashboard
          shop={shop}
          summary={{ status: 'ready', data: { counts: sellerSummary, dashboard: sellerDashboardFake() } }}
          now={Date.parse('2026-11-28T15:00:00Z')}
        />
      </SellerLayout>
    ))
    const nav = await screen.findByRole('navigation', { name: 'Seller center' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['View my shop', '/shopProduct?no=3&name=Maison+Lumi%C3%A8re'],
      ['Dashboard', '/seller'],
      ['Products', '/seller/products'],
      ['Orders', '/seller/orders'],
      ['After-sales', '/seller/after-sales'],
      ['Reviews', '/seller/reviews'],
      ['Messages', '/leaveMessage?side=2'],
      ['Earnings', '/seller/earnings'],
      ['Shop settings', '/seller/settings'],
    ])
    const main = screen.getByRole('heading', { level: 1 }).closest('div')?.parentElement as HTMLElement
    const counted = within(main)
      .getAllByRole('listitem')
      .map((li) => [li.textContent, li.querySelector('a')?.getAttribute('href')])
    expect(counted).toEqual([
      ['3Orders to shipThe oldest waits 3 days', '/seller/orders?status=10'],
      ['2After-sales waiting for you', '/seller/after-sales?waiting=true'],
      ['3Reviews not answered', '/seller/reviews?unanswered=true'],
      ['4Unread messages', '/leaveMessage?side=2'],
      ['2In review', '/seller/products?listing=20'],
      ['1Rejected', '/seller/products?listing=30'],
      ['36Live', '/seller/products?listing=40'],
      ['2Sold out', '/seller/products?sort=5'],
      ['5Low stock (5 or fewer in a size)', '/seller/products?sort=5'],
    ])
    expect(within(nav).queryByText('Coming soon')).toBeNull()
  })

  it('shows the sales of today, 7 and 30 days in the shop owner’s currency beside USD, and a bar per day', async () => {
    const dashboard = sellerDashboardFake()
    drawInRouter(() => <SellerDashboard shop={shop} summary={{ status: 'ready', data: { counts: sellerSummary, dashboard } }} />)
    const sales = await screen.findByRole('region', { name: 'Sales' })
    const month = within(sales).getByText('Last 30 days').parentElement as HTMLElement
    expect(month.textContent).toContain(`€${(dashboard.sales.month.revenue / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`)
    expect(month.textContent).toContain(`$${(dashboard.sales.month.revenueUsd / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`)
    expect(within(month).getByText('Orders').nextElementSibling?.textContent).toBe(String(dashboard.sales.month.orders))
    const chart = within(sales).getByRole('img', { name: /Revenue per day over the last 30 days/ })
    const bars = [...chart.querySelectorAll('rect title')].map((t) => t.textContent)
    expect(bars).toHaveLength(30)
    expect(bars.at(-1)).toMatch(/^Nov 28, 2026: €/)
  })

  it('lists the products with the quick actions of their status, and asks before deleting a draft', async () => {
    const act = fakesOf(productActionsMachine).resolving('act', undefined)
    drawInRouter(() => (
      <ProductsScreen
        list={{ status: 'ready', data: sellerPage }}
        query={{ page: 1 }}
        onQuery={() => {}}
        pageLink={(page) => ({ to: '/seller/products', search: { page } })}
        categories={[]}
        actions={productActionsMachine.provide({ actors: { act: act.logic } })}
      />
    ))
    await screen.findByText('Washed linen shirt')
    const actionsOf = (name: string) =>
      screen
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? '')
        .filter((label) => label.endsWith(`: ${name}`))
    expect(actionsOf('Washed linen shirt')).toEqual(['Unlist: Washed linen shirt', 'Duplicate: Washed linen shirt'])
    expect(actionsOf('Merino scarf')).toEqual(['Relist: Merino scarf', 'Duplicate: Merino scarf'])
    expect(actionsOf('Silk slip dress')).toEqual(['Duplicate: Silk slip dress'])
    expect(screen.getByText('Reason: The pictures show another brand’s label.')).toBeTruthy()
    expect(screen.getByText('Sold out')).toBeTruthy()
    expect(screen.getByText('47 products')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Untitled' }))
    const question = await screen.findByRole('alertdialog')
    expect(within(question).getByText('“Untitled” will be gone for good.')).toBeTruthy()
    expect(act.calls).toEqual([])
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(act.calls).toEqual([{ action: 'DELETE', id: 6 }]))
  })

  it('filters by category: the choice keeps the other filters and goes back to the first page', async () => {
    const asked: unknown[] = []
    drawInRouter(() => (
      <ProductsScreen
        list={{ status: 'ready', data: sellerPage }}
        query={{ page: 3, listing: ListingStatus.live }}
        onQuery={(next) => asked.push(next)}
        pageLink={(page) => ({ to: '/seller/products', search: { page } })}
        categories={[
          { id: 31, name: 'Women / Clothing / Tops / Shirts' },
          { id: 51, name: 'Men / Knitwear / Jumpers / Crew necks' },
        ]}
        actions={productActionsMachine}
      />
    ))
    const select = await screen.findByRole('combobox', { name: 'Category' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Women / Clothing / Tops / Shirts', 'Men / Knitwear / Jumpers / Crew necks'])
    fireEvent.change(select, { target: { value: '51' } })
    expect(asked).toEqual([{ listing: ListingStatus.live, categoryId: 51 }])
  })

  it('reads the URL: unknown statuses and sorts are dropped, the page starts at 1', () => {
    expect(sellerQuery({ listing: 99, category: -4, sort: 42, page: -3, name: '' })).toEqual({
      pageNo: 1,
      pageSize: 20,
      name: undefined,
      listing: undefined,
      categoryId: undefined,
      sort: undefined,
    })
    expect(sellerQuery({ category: 31 })).toMatchObject({ categoryId: 31 })
    expect(sellerQuery({ listing: ListingStatus.rejected, sort: sellerSort.stockLow, page: 2, name: 'linen' })).toMatchObject({
      pageNo: 2,
      listing: ListingStatus.rejected,
      sort: sellerSort.stockLow,
      name: 'linen',
    })
  })
})
