import { linkOptions } from '@tanstack/react-router'
import type { CategoryNode } from '../../contract/catalog'
import { navigationCodes } from '../../contract/navigation'

/** A category's product list. */
export const categoryLink = (node: Pick<CategoryNode, 'id' | 'name'>) =>
  linkOptions({
    to: '/categoryIndex',
    search: { type: 'category', categoryId: node.id, navigation: navigationCodes.category, name: node.name },
  })
