import type { ShopSettings } from '../../contract/seller'
import { picture } from './catalog'

/** The shop settings screen's samples, for stories and tests (holiday days at midnight UTC). */
export const sampleSettings: ShopSettings = {
  shopname: 'Maison Lumière',
  logo: picture('#c7a17a'),
  descriptions: { en: 'Washed linen and silk, cut in Lyon.', fr: 'Lin lavé et soie, coupés à Lyon.' },
  returnsAddress: 'Returns desk, 18 Rue de Turenne\n75004 Paris, France',
  freight: 900,
  freeShippingFrom: 30_000,
  shopComment: true,
  holiday: { from: Date.UTC(2026, 11, 20), to: Date.UTC(2027, 0, 4) },
}

export const blankSettings: ShopSettings = {
  shopname: 'Atelier Nord',
  logo: '',
  descriptions: { en: '' },
  returnsAddress: '',
  freight: 0,
  freeShippingFrom: null,
  shopComment: false,
  holiday: null,
}
