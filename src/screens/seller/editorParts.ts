import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { SellerProduct } from '../../../contract/seller'
import type { productDraftMachine, productEditorMachine } from '../../../machines/seller/productEditor'
import type { colourPicturesMachine } from '../../../machines/seller/colourPictures'
import type { EditorData } from './editorData'

/** The running editor (a listed product's runs the same form without a draft region). */
export type EditorActor = ActorRefFrom<typeof productEditorMachine>
export type EditorField = 'names' | 'categoryId' | 'brandId' | 'skus' | 'colours'

/** What every part of the editor takes: the running form, its choices, whether it is locked, and a rule's message. */
export interface EditorPartProps {
  actor: EditorActor
  data: EditorData
  disabled: boolean
  errorOf: (field: EditorField) => string | null
}

/** The element a problem on each field brings into view. */
export const editorFieldIds: Record<EditorField, string> & Partial<Record<keyof SellerProduct, string>> = {
  names: 'product-name-en',
  categoryId: 'product-category',
  brandId: 'product-brand',
  skus: 'product-skus',
  colours: 'product-colours',
}

export const useProduct = (actor: EditorActor) => useSelector(actor, (s) => s.context.form)

export const editOf =
  (actor: EditorActor) =>
  <K extends keyof SellerProduct>(field: K, value: SellerProduct[K]) =>
    actor.send({ type: 'EDIT', field, value })

/** The editor's regions; none once the product is sent, no draft for a listed product. */
export const useDraft = (actor: EditorActor): ActorRefFrom<typeof productDraftMachine> | undefined =>
  useSelector(actor, (s) => s.children.draft)
export const useUploads = (actor: EditorActor): ActorRefFrom<typeof colourPicturesMachine> | undefined =>
  useSelector(actor, (s) => s.children.uploads)
