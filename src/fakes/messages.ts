import type { SystemMessage, SystemMessagePage } from '../../contract/systemMessages'
import { picture } from './catalog'

const day = 86_400_000
const now = Date.UTC(2026, 10, 20, 9, 30)

/** System messages for stories: unread and read, text and one image. */
export const sampleMessages: SystemMessage[] = [
  {
    id: 14,
    type: 1,
    title: 'Your recharge has been approved',
    message: 'Your recharge of $120.00 was approved. The amount is now in your wallet balance.',
    sta: 0,
    createTime: now,
  },
  { id: 13, type: 3, title: 'The winter edit is here', message: picture('#b9a58f', 'Winter edit'), sta: 0, createTime: now - day },
  {
    id: 12,
    type: 1,
    title: 'Withdrawal remitted',
    message: 'Your withdrawal W-2026-0042 of $80.00 was sent to your bank card ending 4242. It may take 1 to 3 business days to arrive.',
    sta: 1,
    createTime: now - 3 * day,
  },
  {
    id: 11,
    type: 1,
    title: 'Welcome to Vitrine',
    message: 'Hello Ann, your Vitrine account is ready. Save favourites, follow shops and check out in a few taps.',
    sta: 1,
    createTime: now - 20 * day,
  },
]

export const messagesPage = (list: SystemMessage[] = sampleMessages, total = list.length): SystemMessagePage => ({ list, total })
