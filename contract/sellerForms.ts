import type { SellerProduct } from './seller'
import { firstError } from './validation'

/**
 * The seller editor's rules (docs/behaviour.md#seller-center), shared by the storefront's machine and
 * the service. A draft is saved as it is once it has a category and a brand (the product's row
 * needs both); submitting (and a change to a live product) needs all of it, checked in this order:
 * the English name, the category, at least one SKU, every SKU priced above 0, a picture for each colour.
 */
type Field = 'names' | 'categoryId' | 'brandId' | 'skus' | 'colours'

export const validateSellerDraft = (p: SellerProduct) =>
  firstError<Field>([
    ['categoryId', p.categoryId > 0 ? null : 'productCategoryRequired'],
    ['brandId', p.brandId > 0 ? null : 'productBrandRequired'],
  ])

export const validateListing = (p: SellerProduct) =>
  firstError<Field>([
    ['names', p.names.en.trim() ? null : 'productNameRequired'],
    ['categoryId', p.categoryId > 0 ? null : 'productCategoryRequired'],
    ['brandId', p.brandId > 0 ? null : 'productBrandRequired'],
    ['skus', p.skus.length > 0 ? null : 'productSkuRequired'],
    ['skus', p.skus.every((s) => s.price > 0) ? null : 'productPriceRequired'],
    ['colours', p.colours.length > 0 && p.colours.every((c) => c.pictures.length > 0) ? null : 'productPictureRequired'],
  ])
