import { fromPromise } from 'xstate'
import type { ListingMove, SellerProduct } from '../../../contract/seller'
import { validateSellerDraft } from '../../../contract/sellerForms'
import { type ProductEditorCalls, productEditorFor } from '../../../machines/seller/productEditor'
import { uploadImage } from '../../api/file'
import { sellerApi } from '../../api/seller'
import { notifyFailure } from '../../components/form/notifyFailure'

/** The editor's calls against the service: save, submit, and a picture's upload. */
export const serviceCalls: ProductEditorCalls = {
  save: (product) => sellerApi.productSave(product),
  submit: (id) => sellerApi.productSubmit({ id }),
  upload: fromPromise(({ input }) => uploadImage(input)),
}

/** The editor for `product` with `calls`; `submitted` hears where the product went (the page loads it again). */
export const editorLogicWith = (calls: ProductEditorCalls, submitted: (move: ListingMove) => void) => (product: SellerProduct) =>
  productEditorFor(product, calls).provide({
    actions: {
      submitted: (_, done) => submitted(done.result as ListingMove),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  })

export type EditorLogic = ReturnType<ReturnType<typeof editorLogicWith>>

/** Leaving the editor with a change not kept yet: keep it now, when a draft can be (the page's actor is gone by then). */
export const saveOnLeave = (product: SellerProduct) => {
  if (!validateSellerDraft(product)) sellerApi.productSave(product).catch(() => {})
}
