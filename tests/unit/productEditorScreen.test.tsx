// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { ListingStatus } from '../../contract/lifecycles'
import type { SellerProduct } from '../../contract/seller'
import { productEditorFor } from '../../machines/seller/productEditor'
import { sellerDraft, sellerEditorData } from '../../src/fakes/seller'
import { ProductEditorScreen } from '../../src/screens/seller/ProductEditorScreen'
import type { EditorLogic } from '../../src/screens/seller/editorMachines'
import { drawInRouter, screenTests } from './screenHarness'

screenTests()

function draw(product: SellerProduct, created?: (id: number) => void) {
  const calls = {
    save: vi.fn(async (p: SellerProduct) => ({ id: p.id ?? 77, listing: ListingStatus.draft })),
    submit: vi.fn(async (id: number) => ({ id, listing: ListingStatus.review })),
    upload: fromPromise<string, File>(async ({ input }) => `/u/${input.name}`),
  }
  const logic = (p: SellerProduct): EditorLogic => productEditorFor(p, calls)
  drawInRouter(() => (
    <ProductEditorScreen
      page={{ status: 'ready', data: { ...sellerEditorData, product } }}
      logic={logic}
      saveOnLeave={() => {}}
      created={created}
    />
  ))
  return calls
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const select = (label: string, value: number) => type(screen.getByLabelText(label), String(value))

describe('the product editor screen', () => {
  it('fills a new product: the grid follows colours and sizes, and a missing picture is said beside the colours', async () => {
    const calls = draw(sellerEditorData.product)
    await screen.findByRole('heading', { name: 'New product' })
    type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Washed linen shirt')
    select('Category', 33)
    expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Clothing / Tops / Shirts' })).toBeTruthy()
    select('Brand', 5)
    fireEvent.click(screen.getByRole('button', { name: 'Ecru', pressed: false }))
    fireEvent.click(screen.getByRole('button', { name: 'Navy', pressed: false }))
    for (const size of ['S', 'M', 'L']) fireEvent.click(screen.getByRole('button', { name: size, pressed: false }))
    const prices = screen.getAllByRole('textbox', { name: /^Price of / }).map((box) => box.getAttribute('aria-label'))
    expect(prices).toEqual([
      'Price of Ecru S',
      'Price of Ecru M',
      'Price of Ecru L',
      'Price of Navy S',
      'Price of Navy M',
      'Price of Navy L',
    ])

    type(screen.getByRole('textbox', { name: 'Every price (USD)' }), '49.9')
    fireEvent.click(screen.getByRole('button', { name: 'Set every price' }))
    expect((screen.getByRole('textbox', { name: 'Price of Navy L' }) as HTMLInputElement).value).toBe('49.90')
    type(screen.getByRole('textbox', { name: 'Pieces' }), '3')
    fireEvent.click(screen.getByRole('button', { name: 'Add to every stock' }))
    expect((screen.getByRole('textbox', { name: 'Stock of Ecru M' }) as HTMLInputElement).value).toBe('3')

    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    expect(await screen.findByText('Please add at least one picture to each colour')).toBeTruthy()
    expect(calls.submit).not.toHaveBeenCalled()
  })

  it('says the first problem in the contract’s order beside its field: the English name first', async () => {
    draw({ ...sellerDraft, names: { en: '' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Submit for review' }))
    const name = screen.getByRole('textbox', { name: 'Name (English)' })
    expect(await screen.findByText('Please enter the product’s name in English')).toBeTruthy()
    expect(name.getAttribute('aria-invalid')).toBe('true')
  })

  it('reorders a colour’s pictures by buttons, and a complete draft is saved then submitted in cents', async () => {
    const calls = draw(sellerDraft)
    const navy = sellerDraft.colours[1].pictures
    fireEvent.click(await screen.findByRole('button', { name: 'Move picture 2 left' }))
    const pictures = screen.getAllByRole('img', { name: /^Navy, picture/ }).map((img) => img.getAttribute('src'))
    expect(pictures).toEqual([navy[1], navy[0]])
    type(screen.getByRole('textbox', { name: 'Price of Ecru S' }), '95.5')
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    await waitFor(() => expect(calls.submit).toHaveBeenCalledWith(6))
    const saved = calls.save.mock.calls.at(-1)?.[0]
    expect(saved?.skus[0].price).toBe(9550)
    expect(saved?.colours[1].pictures).toEqual([navy[1], navy[0]])
    expect(await screen.findByText('Sent: the product waits for review.')).toBeTruthy()
  })

  it('moves a picture by its button and keeps the focus on a move button of that picture', async () => {
    draw(sellerDraft)
    const navy = sellerDraft.colours[1].pictures
    const button = await screen.findByRole('button', { name: 'Move picture 2 left' })
    button.focus()
    fireEvent.click(button)
    expect(navyOrder()).toEqual([navy[1], navy[0]])
    // At the first place it cannot go further left: the focus is on its way back.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move picture 1 right')
  })

  it('reorders a colour’s pictures by dragging one onto another', async () => {
    draw(sellerDraft)
    const navy = sellerDraft.colours[1].pictures
    await screen.findByRole('heading', { name: 'Edit product' })
    const [first, second] = tilesOf('Navy')
    fireEvent.dragStart(second)
    fireEvent.dragOver(first)
    fireEvent.drop(first)
    expect(navyOrder()).toEqual([navy[1], navy[0]])
    const [onFirst] = tilesOf('Navy')
    fireEvent.drop(onFirst)
    expect(navyOrder(), 'a drop without a drag moves nothing').toEqual([navy[1], navy[0]])
  })

  it('tells the page a new product’s id once its first draft is saved, once', async () => {
    const created = vi.fn()
    const calls = draw(sellerEditorData.product, created)
    await screen.findByRole('heading', { name: 'New product' })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      select('Category', 33)
      select('Brand', 5)
      expect(created).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1100))
      expect(calls.save).toHaveBeenCalledTimes(1)
      expect(created).toHaveBeenCalledWith(77, expect.objectContaining({ product: sellerEditorData.product }))
      type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Washed linen shirt')
      await act(() => vi.advanceTimersByTimeAsync(1100))
      expect(calls.save).toHaveBeenCalledTimes(2)
      expect(calls.save.mock.calls[1][0].id).toBe(77)
      expect(created).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

const tilesOf = (colour: string) =>
  screen.getAllByRole('img', { name: new RegExp(`^${colour}, picture`) }).map((img) => img.closest('[data-picture]') as HTMLElement)
const navyOrder = () => tilesOf('Navy').map((tile) => tile.dataset.picture)
