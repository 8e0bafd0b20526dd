import { linkOptions } from '@tanstack/react-router'
import type { Article } from '../../contract/api'
import { linkTypes } from '../../contract/navigation'
import { integer } from '../../contract/search'
import { designerLink } from './categoryLink'
import { brandTarget, categoryTarget, externalTarget, type LinkTarget, noTarget, pageTarget } from './linkTarget'

/**
 * Where an article's entry (the footer, the help centre) leads, by its link type (SPEC.md's link
 * types, contract/navigation.ts): the article in the help centre, or the category, brand or
 * designer it names, or an outside address. A link whose id does not read leads nowhere.
 */
export function articleTarget({ code, typeCode, linkType, link }: Pick<Article, 'code' | 'typeCode' | 'linkType' | 'link'>): LinkTarget {
  if (linkType === linkTypes.article)
    return pageTarget(linkOptions({ to: '/customerService', search: { code: typeCode, collapseCode: code } }))
  if (linkType === linkTypes.expandUrl) return externalTarget(link)
  const id = integer(link)
  if (!id) return noTarget
  switch (linkType) {
    case linkTypes.goodCategory:
      return categoryTarget(id)
    case linkTypes.brand:
      return brandTarget(id)
    default:
      return pageTarget(designerLink({ id }))
  }
}
