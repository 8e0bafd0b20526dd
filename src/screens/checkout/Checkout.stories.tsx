import type { Meta, StoryObj } from '@storybook/react-vite'
import { linkOptions } from '@tanstack/react-router'
import type { Cart, SettleCheck } from '../../../contract/order'
import { cartMachine } from '../../../machines/cart/cart'
import { checkoutAddressMachine, checkoutMachine, type CheckoutEvent, type CheckoutPlace } from '../../../machines/checkout/checkout'
import { payMachine } from '../../../machines/checkout/payDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { sampleAddresses, sampleCountries } from '../../fakes/address'
import {
  cartWithUnavailable,
  emptyCart,
  paySummary,
  payChannels,
  sampleCart,
  settleEmptyBalance,
  settleOk,
  settleOwnShop,
} from '../../fakes/checkout'
import { answering, fakeUpload, phone } from '../../fakes/wallet'
import type { ListState } from '../../lib/listState'
import type { CheckoutData } from './checkoutData'
import { CheckoutScreen } from './CheckoutScreen'

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

interface Args {
  load: Outcome
  step: 1 | 2 | 3
  cart: Cart
  settle: SettleCheck
  addresses: typeof sampleAddresses
  createOrders: Outcome | { code: number; message: string }
  place: Partial<CheckoutPlace>
  events: CheckoutEvent[]
}

const machines = (args: Args) => ({
  cart: cartMachine.provide({
    actors: {
      load: answering('ok', args.cart),
      updateCounts: answering('ok', 4),
      remove: answering('ok', 2),
      settleCheck: answering('ok', args.settle),
    },
    actions: failures,
  }),
  address: checkoutAddressMachine.provide({ actors: { submit: answering('ok', 42) }, actions: failures }),
  pay: payMachine.provide({
    actors: { changePayType: answering('ok', true), pay: answering('ok', true) },
    actions: failures,
  }),
})

/** The checkout as /basket mounts it, its checkout actor placed at a step and its step's data loaded (or not). */
function Page(args: Args) {
  const checkout = useDrivenActor(
    checkoutMachine.provide({ actors: { createOrders: answering(args.createOrders, [11, 12]) }, actions: failures }),
    args.events,
    { input: { step: args.step, ...args.place } },
  )
  const data: ListState<CheckoutData> =
    args.load === 'pending'
      ? { status: 'loading' }
      : args.load === 'fail'
        ? { status: 'failed', retry: () => {} }
        : {
            status: 'ready',
            data:
              args.step === 3
                ? { step: 3, summary: paySummary, channels: payChannels, orders: [11, 12] }
                : { step: args.step, cart: args.cart, addresses: args.addresses, countries: sampleCountries },
          }
  return (
    <WithToaster>
      <CheckoutScreen
        checkout={checkout}
        data={data}
        machines={machines(args)}
        upload={fakeUpload()}
        addressBook={linkOptions({ to: '/myaddress', search: { t: 2 } })}
        onPaid={() => {}}
      />
    </WithToaster>
  )
}

const meta = {
  title: 'Checkout/Basket',
  component: Page,
  args: {
    load: 'ok',
    step: 1,
    cart: sampleCart,
    settle: settleOk,
    addresses: sampleAddresses,
    createOrders: 'ok',
    place: {},
    events: [],
  },
  argTypes: { load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] } },
  render: (args) => <Page key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

const atStep2 = { step: 2 as const, place: { lines: [1, 2, 3], key: 'story-key-1234' } }

/** Step 1: two shops, every line chosen; change a quantity, untick a line or Settle (goes to step 2). */
export const Bag: Story = {}
export const BagPhone: Story = { globals: phone }
/** Lines off sale or over their stock are shown apart, greyed, with their reason, and cannot be chosen. */
export const BagWithUnavailable: Story = { args: { cart: cartWithUnavailable } }
export const BagEmpty: Story = { args: { cart: emptyCart } }
export const BagLoading: Story = { args: { load: 'pending' } }
export const BagFailed: Story = { args: { load: 'fail' } }
/** Settle with a balance of 0: the recharge tips open. */
export const SettleWithEmptyBalance: Story = { args: { settle: settleEmptyBalance } }
/** Settle with a line of the shopper's own shop chosen: the own-store dialog opens. */
export const SettleInOwnShop: Story = { args: { settle: settleOwnShop } }

/** Step 2: the default address chosen, the pieces and totals, "To pay". */
export const Address: Story = { args: atStep2 }
export const AddressPhone: Story = { args: atStep2, globals: phone }
export const AddressNone: Story = { args: { ...atStep2, addresses: [] } }
export const AddressDialog: Story = { args: { ...atStep2, addresses: [], events: [{ type: 'ADD_ADDRESS' }] } }
/** "To pay" refused: a piece went out of stock; the message shows and the bag is one click away. */
export const AddressOutOfStock: Story = {
  args: {
    ...atStep2,
    createOrders: { code: 1041, message: 'Linen shirt no. 3 is out of stock' },
    events: [
      { type: 'ADDRESSES', list: sampleAddresses },
      { type: 'TO_PAY', items: [{ skuId: 203, count: 1, cartId: 3, shopId: 2 }] },
    ],
  },
}

/** Step 3: the orders, the four methods; balance covers the total. */
export const PayMethod: Story = { args: { step: 3, place: { lines: [1], orders: [11, 12], key: 'story-key-1234' } } }
export const PayMethodPhone: Story = { args: { step: 3, place: { lines: [1], orders: [11, 12] } }, globals: phone }
