import type { ShellData } from '../screens/shell/shellData'
import { guestViewer, type Viewer } from '../screens/shell/types'

/** Sample shell content for stories: no server needed. */
export const sampleShellData: ShellData = {
  tabs: { tabsLogo: '', tabsName: 'Vitrine' },
  domainPic: null,
  systemArticles: {
    privacyPolicy: { code: 'legal', collapseCode: 'privacy' },
    termsAndConditions: { code: 'legal', collapseCode: 'terms' },
    questions: { code: 'help', collapseCode: 'faq' },
    howToBuy: { code: 'help', collapseCode: 'how-to-buy' },
  },
  contact: {
    email: 'care@vitrine.test',
    weekdayHours: '09:00–19:00',
    weekendHours: '10:00–17:00',
    remark: { en: 'We answer every message within one working day.', fr: 'Nous répondons à chaque message sous un jour ouvré.' },
  },
  footer: {
    copyright: { en: '© 2026 Vitrine. All rights reserved.', fr: '© 2026 Vitrine. Tous droits réservés.' },
    trademarkStatement: { en: 'Vitrine is a trademark of Vitrine Marketplace SAS.' },
  },
  customerService: null,
  articleGroups: Promise.resolve([
    {
      type: { code: 'help', name: 'Help centre' },
      articles: [
        { code: 'how-to-buy', title: 'How to buy', content: '', typeCode: 'help', linkType: 0, link: '' },
        { code: 'shipping', title: 'Shipping and delivery', content: '', typeCode: 'help', linkType: 0, link: '' },
        { code: 'returns', title: 'Returns and refunds', content: '', typeCode: 'help', linkType: 0, link: '' },
      ],
    },
    {
      type: { code: 'discover', name: 'Discover' },
      articles: [
        { code: 'discover-1', title: 'Knitwear', content: '', typeCode: 'discover', linkType: 1, link: '12' },
        { code: 'discover-2', title: 'Atelier Nord', content: '', typeCode: 'discover', linkType: 2, link: '7' },
        { code: 'discover-3', title: 'Our journal', content: '', typeCode: 'discover', linkType: 4, link: 'https://example.test/journal' },
      ],
    },
    {
      type: { code: 'legal', name: 'Policies' },
      articles: [
        { code: 'privacy', title: 'Privacy policy', content: '', typeCode: 'legal', linkType: 0, link: '' },
        { code: 'terms', title: 'Terms and conditions', content: '', typeCode: 'legal', linkType: 0, link: '' },
      ],
    },
    {
      type: { code: 'about', name: 'About us' },
      articles: [{ code: 'about', title: 'About Vitrine', content: '', typeCode: 'about', linkType: 0, link: '' }],
    },
  ]),
  templates: [
    {
      id: 1,
      name: 'Home',
      content: {
        category: ['female', 'male', 'children'],
        property: [],
        topNavigationBar: {
          logoUrl: '',
          data: [
            { switch: 1, type: 'newGood', id: 0, nameLocal: { en: 'New in', zh: '新品', fr: 'Nouveautés', ja: '新着', ko: '신상품' } },
            {
              switch: 1,
              type: 'designer',
              id: 0,
              nameLocal: { en: 'Designers', zh: '设计师', fr: 'Créateurs', ja: 'デザイナー', ko: '디자이너' },
            },
            { switch: 1, type: 'brand', id: 0, nameLocal: { en: 'Brands', zh: '品牌', fr: 'Marques', ja: 'ブランド', ko: '브랜드' } },
            { switch: 1, type: 'discount', id: 0, nameLocal: { en: 'Sale', zh: '特惠', fr: 'Soldes', ja: 'セール', ko: '세일' } },
            { switch: 0, type: 'category', id: 9, nameLocal: { en: 'Hidden', zh: '', fr: '', ja: '', ko: '' } },
          ],
        },
      },
    },
  ],
}

export const memberViewer: Viewer = { ...guestViewer, email: 'ana@example.com', cartCount: 2, favoriteCount: 5 }
/** A member with unread messages: dots on the account entry, on Leave messages (2) and on System messages (1). */
export const memberWithUnread: Viewer = { ...memberViewer, unread: { system: 1, leave: 2 } }
/** The owner of an open shop: the menu's top entry is "My shop". */
export const ownerViewer: Viewer = { ...memberViewer, email: 'owner@vitrine.test', shop: { id: 3, shopname: 'Maison Lumière' } }
