import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useState } from 'react'
import { useActorRef } from '@xstate/react'
import { chatSide, customerServiceShopId } from '../../../contract/chat'
import type { ChatEvent, ChatOpenTarget } from '../../../machines/chat/chat'
import {
  asSeenByShop,
  customerServicePeer,
  longConversation,
  sampleConversation,
  samplePeer,
  type StoryChat,
  storyChat,
} from '../../fakes/chat'
import { ChatDialog } from './ChatDialog'

interface Args extends StoryChat {
  target?: ChatOpenTarget
  /** Written once the conversation is shown: a message being sent, or failed. */
  write?: string
}

/** Events replayed once the conversation is shown (the composer exists from then on). */
const writing = (text: string): ChatEvent[] => [{ type: 'TYPE', text }, { type: 'SEND' }]

function Story({ target = { shopId: 3 }, write, ...chat }: Args) {
  const [logic] = useState(() => storyChat(chat))
  const actor = useActorRef(logic, { input: { target, keyPrefix: 'story' } })
  useEffect(() => {
    if (!write) return
    const sub = actor.subscribe((s) => {
      if (!s.hasTag('canWrite')) return
      sub.unsubscribe()
      for (const e of writing(write)) actor.send(e)
    })
    return () => sub.unsubscribe()
  }, [actor, write])
  return <ChatDialog actor={actor} />
}

/** A 390 px phone: the dialog is a full-screen sheet. */
const phone = {
  parameters: { viewport: { options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone390', isRotated: false } },
}

const meta = {
  title: 'Chat/Chat dialog',
  component: Story,
  args: {},
  render: (args) => <Story key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Story>

export default meta
type S = StoryObj<typeof meta>

export const Conversation: S = {}
export const Empty: S = { args: { messages: [] } }
/** 450 messages: page 1 holds the newest 200; scrolling to the top loads the older pages and keeps the place. */
export const LongConversation: S = { args: { messages: longConversation(450) } }
export const Sending: S = { args: { send: 'pending', write: 'Could you send a photo of the lining?' } }
export const FailedSend: S = { args: { send: 'fail', write: 'Could you send a photo of the lining?' } }
export const ImageMessages: S = { args: { messages: longConversation(22).filter((_, i) => i % 7 === 3 || i > 18) } }
export const Loading: S = { args: { load: 'pending' } }
export const LoadFailed: S = { args: { load: 'fail' } }
/** The shop answers only about orders and the shopper has none: no composer, the reason instead. */
export const NotAllowed: S = { args: { peer: samplePeer({ canWrite: false }), messages: [] } }
export const CustomerService: S = { args: { target: { shopId: customerServiceShopId }, peer: customerServicePeer(), messages: [] } }
export const CustomerServiceClosed: S = {
  args: { target: { shopId: customerServiceShopId }, peer: customerServicePeer({ canWrite: false }), messages: [] },
}
/** The shop's owner answering a shopper (the shop's side of the same conversation). */
export const ShopSide: S = { args: { target: { conversationId: 40, side: chatSide.shop }, messages: asSeenByShop(sampleConversation()) } }
export const Phone: S = { ...phone }
export const PhoneSending: S = { ...phone, args: { send: 'pending', write: 'Is it still available in S?' } }
