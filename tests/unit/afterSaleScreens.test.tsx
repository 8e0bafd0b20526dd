// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AfterSaleStatus } from '../../contract/lifecycles'
import { afterSaleActionsMachine } from '../../machines/afterSale/afterSaleActions'
import { afterSalePage, fakeAfterSales } from '../../src/fakes/afterSale'
import type { ListState } from '../../src/lib/listState'
import { AfterSaleDetailScreen } from '../../src/screens/afterSale/AfterSaleDetailScreen'
import { AfterSaleListScreen, type AfterSaleListScreenProps } from '../../src/screens/afterSale/AfterSaleListScreen'
import { fakesOf } from '../machines/fakes'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

/** The screen inside the app's providers and a memory router, once `ready` shows. */
async function draw(node: () => ReactNode, ready: string) {
  drawInRouter(node)
  await screen.findAllByText(ready)
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')
const buttons = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent)
    .filter((name) => !name?.startsWith('Photo'))

function drawDetail(name: keyof typeof fakeAfterSales) {
  const cancel = fakesOf(afterSaleActionsMachine).resolving('cancelAfterSale', undefined)
  const actions = afterSaleActionsMachine.provide({ actors: { cancelAfterSale: cancel.logic } })
  const afterSale = fakeAfterSales[name]
  return draw(() => <AfterSaleDetailScreen detail={{ status: 'ready', data: afterSale }} actions={actions} />, afterSale.spuName).then(
    () => ({
      afterSale,
      cancel,
    }),
  )
}

describe('the refund detail', () => {
  it('waiting for the goods to be returned: the address, the tracking number to enter, cancel', async () => {
    const { afterSale } = await drawDetail('waitReturn')
    expect(buttons()).toEqual(['Enter tracking number', 'Cancel application'])
    expect(screen.getByRole('button', { name: 'Photo 3 of 5, and 2 more' }).textContent).toBe('+2')
    screen.getByText(/Vesterbrogade 12/)
    screen.getByText('Not entered yet')
    expect(href(afterSale.orderNo)).toBe(`/orderDetails?no=${afterSale.orderNo}`)
    expect(screen.queryByRole('link', { name: 'Apply again' })).toBeNull()
  })

  it('waiting for the refund: nothing to do', async () => {
    await drawDetail('waitRefund')
    expect(buttons()).toEqual([])
    screen.getByText('LX 4410 2231 9CN')
  })

  it('refused: the remark, and apply again for the same item', async () => {
    const { afterSale } = await drawDetail('refused')
    expect(screen.getAllByText(afterSale.auditRemark).length).toBeGreaterThan(0)
    expect(href('Apply again')).toBe(`/refund?orderItemId=${afterSale.orderItemId}`)
    expect(buttons()).toEqual([])
  })

  it('the timeline shows every move, newest first, with who made it', async () => {
    await drawDetail('returnRefused')
    const history = within(screen.getByRole('heading', { name: 'History' }).parentElement as HTMLElement)
    const entries = history.getAllByRole('listitem').map((li) => li.textContent)
    expect(entries).toHaveLength(4)
    expect(entries[0]).toMatch(/^Return refused· The platform/)
    expect(entries[3]).toMatch(/^Waiting for review· You/)
  })

  it('cancel asks first, then cancels this after-sale', async () => {
    const { afterSale, cancel } = await drawDetail('waitReview')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel application' }))
    const dialog = await screen.findByRole('alertdialog')
    within(dialog).getByText('Cancel this application?')
    expect(cancel.calls).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel application' }))
    await waitFor(() => expect(cancel.calls).toEqual([{ id: afterSale.id }]))
  })

  it('the tracking dialog refuses a blank number with its message', async () => {
    await drawDetail('waitReturn')
    fireEvent.click(screen.getByRole('button', { name: 'Enter tracking number' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send tracking number' }))
    await within(dialog).findByText('Please enter the tracking number of the return')
  })
})

function drawList(props: Partial<AfterSaleListScreenProps> & { list: ListState<ReturnType<typeof afterSalePage>> }, ready: string) {
  const onFilters = vi.fn()
  return draw(
    () => <AfterSaleListScreen filters={{}} page={1} onFilters={onFilters} pageLink={() => ({ to: '/refundLists' })} {...props} />,
    ready,
  ).then(() => ({ onFilters }))
}

describe('the refund list', () => {
  it('each row opens its detail, with the amount in dollars and the status', async () => {
    const row = fakeAfterSales.waitReceive
    await drawList({ list: { status: 'ready', data: afterSalePage([{ ...row }]) } }, row.spuName)
    // The table (desktop) and the card (phone) are both drawn; CSS shows one.
    const links = screen.getAllByRole('link', { name: row.spuName })
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      `/refundDetail?afterSalesId=${row.id}`,
      `/refundDetail?afterSalesId=${row.id}`,
    ])
    expect(screen.getAllByText('$189.00')).toHaveLength(2)
    expect(screen.getAllByText('Waiting for the goods to be received', { ignore: 'option' })).toHaveLength(2)
  })

  it('a status chosen, and an order number searched, go to the route as filters', async () => {
    const { onFilters } = await drawList({ list: { status: 'ready', data: afterSalePage() } }, 'After-sale orders')
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: String(AfterSaleStatus.waitReturn) } })
    expect(onFilters).toHaveBeenLastCalledWith({ status: 20 })
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number' }), { target: { value: ' VT2026 ' } })
    expect(onFilters).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Search after-sales by order number' }))
    expect(onFilters).toHaveBeenLastCalledWith({ status: 20, orderNo: 'VT2026' })
  })

  it('empty for a status: says which, and resets the filters', async () => {
    const { onFilters } = await drawList(
      { list: { status: 'ready', data: afterSalePage([], 0) }, filters: { status: AfterSaleStatus.refunded } },
      'No after-sales with the status “Refund successful”.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }))
    expect(onFilters).toHaveBeenLastCalledWith({})
  })

  it('empty without filters: leads to the orders', async () => {
    await drawList(
      { list: { status: 'ready', data: afterSalePage([], 0) } },
      'You have not applied for a refund yet. Refunds are applied for from the items of your orders.',
    )
    expect(href('My orders')).toBe('/myOrders')
  })
})
