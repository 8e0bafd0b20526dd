import { type Conversation, chatMessageType, customerServiceShopId, sendType } from '../../contract/chat'
import { picture } from './catalog'
import { monogram } from './shop'

const minute = 60_000
const day = 86_400_000
/** Stories draw "today" from the real clock: the first rows are from today, the others from days before. */
const now = Date.now()

const shopRow = (row: Partial<Conversation> & Pick<Conversation, 'id' | 'shopId' | 'shopName'>): Conversation => ({
  shopLogo: monogram(row.shopName, '#5b6b84'),
  userId: 7,
  userName: 'Ann Lindqvist',
  message: '',
  type: chatMessageType.text,
  sendtype: sendType.other,
  unReadNum: 0,
  createTime: now,
  ...row,
})

/** The demo shopper's conversations: customer service and three shops, unread and read, text and an image. */
export const sampleConversations: Conversation[] = [
  shopRow({
    id: 31,
    shopId: customerServiceShopId,
    shopName: 'Vitrine',
    shopLogo: '',
    message: 'Hello Ann, your parcel left our warehouse this morning. Is there anything else we can do for you?',
    unReadNum: 1,
    createTime: now - 12 * minute,
  }),
  shopRow({
    id: 32,
    shopId: 2,
    shopName: 'Atelier Nord',
    message: picture('#7d5a36', 'Back view'),
    type: chatMessageType.image,
    unReadNum: 3,
    createTime: now - 2 * 60 * minute,
  }),
  shopRow({
    id: 33,
    shopId: 3,
    shopName: 'Maison Orée',
    message: 'Is the wool coat lined? I would like to wear it in a cold winter, over a thick knit, and I am between two sizes.',
    sendtype: sendType.mine,
    createTime: now - 2 * day,
  }),
  shopRow({
    id: 34,
    shopId: 5,
    shopName: 'Lune Studio',
    message: 'Thank you! The dress arrived and fits beautifully.',
    createTime: now - 40 * day,
  }),
]

/** A shop owner's side: the shoppers who wrote to their shop. */
export const sampleShopConversations: Conversation[] = [
  shopRow({ id: 51, shopId: 3, shopName: 'Maison Orée', userName: 'Ann Lindqvist', message: 'Is the wool coat lined?', unReadNum: 2 }),
  shopRow({
    id: 52,
    shopId: 3,
    shopName: 'Maison Orée',
    userId: 9,
    userName: 'Kenji Mori',
    message: picture('#42301e', 'Label'),
    type: chatMessageType.image,
    unReadNum: 1,
    createTime: now - 3 * 60 * minute,
  }),
  shopRow({
    id: 53,
    shopId: 3,
    shopName: 'Maison Orée',
    userId: 11,
    userName: 'Léa Martin',
    message: 'It ships tomorrow from Lyon.',
    sendtype: sendType.mine,
    createTime: now - 5 * day,
  }),
]

export const conversationPage = (list: Conversation[] = sampleConversations, total = list.length) => ({ list, total })
