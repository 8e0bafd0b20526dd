import { linkOptions } from '@tanstack/react-router'
import type { CategoryNode } from '../../contract/catalog'

/** A category's product list (navigation 4 = category). */
export const categoryLink = (node: Pick<CategoryNode, 'id' | 'name'>) =>
  linkOptions({ to: '/categoryIndex', search: { type: 'category', categoryId: node.id, navigation: 4, name: node.name } })
