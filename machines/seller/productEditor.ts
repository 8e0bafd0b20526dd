import { fromPromise, type PromiseActorLogic } from 'xstate'
import { ListingStatus } from '../../contract/lifecycles'
import type { ListingMove, SellerProduct, SellerSku } from '../../contract/seller'
import { validateListing, validateSellerDraft } from '../../contract/sellerForms'
import { draftRegionOf, unsavedForm } from '../lib/draftRegion'
import { createFormMachine, type FormOptions } from '../lib/form'
import { uploadingWith } from '../lib/upload'
import { colourPicturesMachine } from './colourPictures'
import { skuGrid } from './skuGrid'

export interface ProductEditorInput {
  /** The product as `productGet` answered it, or `blankSellerProduct` for a new one. */
  product: SellerProduct
}

/**
 * Listings whose edits are kept as the owner types (docs/behaviour.md#seller-center): a new product,
 * a draft and a rejected one, which no shopper sees. A listed product's save puts the change in
 * review, so it is saved only when the owner says so.
 */
export const autosaves = ({ listing }: SellerProduct) =>
  listing === undefined || listing === ListingStatus.draft || listing === ListingStatus.rejected

/** The grid follows the colours and sizes; another population's tree has other categories. */
function tidy(form: SellerProduct, _input: ProductEditorInput, edited: keyof SellerProduct): SellerProduct {
  if (edited === 'colours' || edited === 'sizes') return { ...form, skus: skuGrid(form.colours, form.sizes, form.skus) }
  if (edited === 'sex') return { ...form, categoryId: 0 }
  return form
}

const editorOptions = {
  types: {} as { result: ListingMove },
  blank: ({ product }: ProductEditorInput) => product,
  validate: (form: SellerProduct) => validateListing(form),
  tidy,
  // Sent, the product waits for review: the page loads it again (a new editor) through `submitted`.
  afterSubmit: 'keep',
} satisfies Partial<FormOptions<SellerProduct, ProductEditorInput>>

/** A draft save's answer, with the product as it was sent. */
export interface DraftSaved {
  move: ListingMove
  sent: SellerProduct
}

/**
 * Each SKU's stock as the service now holds it: what the save sent. The service moves a saved SKU's
 * stock by `stock - stockRead` (a draft is never sold), so without this a stock typed after the SKU
 * was first saved would move it by nothing.
 */
function savedStock(form: SellerProduct, sent: SellerProduct): SellerSku[] | null {
  const sentStock = (sku: SellerSku) => sent.skus.find((s) => s.colourId === sku.colourId && s.sizeId === sku.sizeId)?.stock
  const skus = form.skus.map((sku) => ({ ...sku, stockRead: sentStock(sku) ?? sku.stockRead }))
  return skus.some((sku, i) => sku.stockRead !== form.skus[i].stockRead) ? skus : null
}

/**
 * The draft region of the editor: the first save creates the product, whose id the form then keeps so
 * the next saves update it; every save tells the form its SKUs' stock as saved.
 */
export const productDraftMachine = draftRegionOf<SellerProduct>({
  id: 'productDraft',
  adopt: (form, saved) => {
    const { move, sent } = saved as DraftSaved
    const skus = savedStock(form, sent)
    return [
      ...(form.id === undefined ? [{ type: 'EDIT', field: 'id', value: move.id } as const] : []),
      ...(skus ? [{ type: 'EDIT', field: 'skus', value: skus } as const] : []),
    ]
  },
})

/**
 * The product editor (docs/behaviour.md#seller-center) on the form kit, for a new, draft or rejected
 * product: fields as `productSave` takes them; changing colours or sizes regenerates the SKU grid
 * (./skuGrid.ts, keeping the SKUs that stay); SUBMIT validates in the contract's order (name,
 * category, brand, a SKU, every price above 0, a picture per colour), then `submit` saves and
 * submits. Regions: `draft`, kept as the owner types (../lib/draftRegion.ts), and `uploads`, the
 * pictures per colour (./colourPictures.ts).
 */
export const productEditorMachine = createFormMachine({ ...editorOptions, id: 'productEditor', regions: ['draft', 'uploads'] }).provide({
  actors: { draft: productDraftMachine, uploads: colourPicturesMachine },
})

/** The editor of a listed product (live, unlisted, a change in review or refused): no draft; `submit` saves, the change going to review. */
export const listedProductEditorMachine = createFormMachine({ ...editorOptions, id: 'listedProductEditor', regions: ['uploads'] }).provide({
  actors: { uploads: colourPicturesMachine },
})

/** The calls the editor makes: the contract's save and submit, and a picture's upload. */
export interface ProductEditorCalls {
  save: (product: SellerProduct) => Promise<ListingMove>
  submit: (id: number) => Promise<ListingMove>
  upload: PromiseActorLogic<string, File>
}

/** Why a draft was not kept: it has no category or brand yet, which every saved product needs. */
export class DraftNotReady extends Error {}

/** The editor for `product`, its calls provided: the app's, a story's or a test's. */
export function productEditorFor(product: SellerProduct, calls: ProductEditorCalls) {
  const uploads = colourPicturesMachine.provide({ actors: { upload: uploadingWith(calls.upload) } })
  if (!autosaves(product)) {
    return listedProductEditorMachine.provide({ actors: { uploads, submit: fromPromise(({ input }) => calls.save(input.form)) } })
  }
  const saveDraft = fromPromise<unknown, { form: SellerProduct }>(async ({ input }): Promise<DraftSaved> => {
    if (validateSellerDraft(input.form)) throw new DraftNotReady()
    return { move: await calls.save(input.form), sent: input.form }
  })
  const submit = fromPromise<ListingMove, { form: SellerProduct }>(async ({ input }) => calls.submit((await calls.save(input.form)).id))
  return productEditorMachine.provide({ actors: { uploads, submit, draft: productDraftMachine.provide({ actors: { save: saveDraft } }) } })
}

/** What leaving the editor must still keep: the product when a change is not saved yet, else null. */
export const unsavedProduct = unsavedForm<SellerProduct>
