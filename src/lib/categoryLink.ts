import { linkOptions } from '@tanstack/react-router'
import { navigationCodes } from '../../contract/navigation'

/** A category's product list (its name, when known, goes in the URL for the crumb's first paint). */
export const categoryLink = (node: { id: number; name?: string }) =>
  linkOptions({
    to: '/categoryIndex',
    search: { type: 'category', categoryId: node.id, navigation: navigationCodes.category, name: node.name },
  })

/** A designer's product list. */
export const designerLink = (designer: { id: number; name?: string }) =>
  linkOptions({
    to: '/categoryIndex',
    search: { type: 'designer', desno: designer.id, navigation: navigationCodes.designer, name: designer.name },
  })
