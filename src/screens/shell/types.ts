import type { Language, Population } from '../../../contract/locale'

/** What the shell shows of the session; the container reads it, stories pass it. */
export interface Viewer {
  email: string | null
  lang: Language
  currencyCode: string
  population: Population
  cartCount: number
  favoriteCount: number
  platformName: string
  /** Unread system and leave messages together: a dot on the account entry when above 0. */
  unread: number
  /** Unread customer-service messages: the count on the floating button. */
  serviceUnread: number
  /** The user's open shop: the account menu's top entry becomes "My shop". */
  shop: { id: number; shopname: string } | null
}

export const guestViewer: Viewer = {
  email: null,
  lang: 'en',
  currencyCode: 'USD',
  population: 'female',
  cartCount: 0,
  favoriteCount: 0,
  platformName: 'Vitrine',
  unread: 0,
  serviceUnread: 0,
  shop: null,
}
