import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PaySummary } from '../../../contract/order'
import { checkoutAddressMachine } from '../../../machines/checkout/checkout'
import { payMachine, type PayEvent } from '../../../machines/checkout/payDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { RechargeTipsDialog } from '../../components/wallet/RechargeTipsDialog'
import { filling, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { sampleCountries } from '../../fakes/address'
import { payChannels, payEmptyBalance, payLowBalance, payNoPassword, paySubmitted, paySummary } from '../../fakes/checkout'
import { answering, fakeUpload, phone, receiptPicture } from '../../fakes/wallet'
import { CheckoutAddressFields } from './CheckoutAddressDialog'
import { CheckoutFrame } from './CheckoutFrame'
import { OwnStoreDialog } from '../../components/shop/OwnStoreDialog'
import { PaymentPageScreen } from './PaymentPageScreen'
import { PayStep } from './PayStep'
import { PaySuccessScreen } from './PaySuccessScreen'
import { WalletDialog } from '../../components/wallet/PromptDialog'

type Show = 'pay' | 'paymentPage' | 'evidencePage' | 'ownStore' | 'rechargeTips' | 'addressDialog' | 'paid' | 'screenshot'

interface Args {
  show: Show
  summary: PaySummary
  pay: Outcome | { code: number; message: string }
  events: PayEvent[]
  addressEvents: { type: string }[]
}

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }
const logicFor = (args: Args) =>
  payMachine.provide({
    actors: { changePayType: answering('ok', true), pay: answering(args.pay, true) },
    actions: failures,
  })

function DrivenPay(args: Args) {
  const actor = useDrivenActor(logicFor(args), args.events, { input: { summary: args.summary, channels: payChannels, orderIds: [11, 12] } })
  return (
    <CheckoutFrame step={3}>
      <PayStep actor={actor} upload={fakeUpload()} onPaid={() => {}} />
    </CheckoutFrame>
  )
}

function DrivenAddress({ events }: { events: Args['addressEvents'] }) {
  const actor = useDrivenActor(
    checkoutAddressMachine.provide({ actors: { submit: answering('ok', 42) }, actions: failures }),
    events as never,
  )
  return (
    <WalletDialog open onClose={() => {}} title="Add address" form>
      <CheckoutAddressFields actor={actor} countries={sampleCountries} />
    </WalletDialog>
  )
}

/** Step 3's states and dialogs, /paymentPage/{id} in both modes, the own-store and recharge dialogs and the success pages. */
function Pay(args: Args) {
  const close = () => {}
  const page = (evidenceOnly: boolean) => (
    <PaymentPageScreen
      data={{ status: 'ready', data: { summary: args.summary, channels: payChannels, orders: [11] } }}
      evidenceOnly={evidenceOnly}
      logic={logicFor(args)}
      upload={fakeUpload()}
      onPaid={() => {}}
    />
  )
  return (
    <WithToaster>
      {args.show === 'pay' && <DrivenPay {...args} />}
      {args.show === 'paymentPage' && page(false)}
      {args.show === 'evidencePage' && page(true)}
      {args.show === 'ownStore' && <OwnStoreDialog where="bag" open onClose={close} />}
      {args.show === 'rechargeTips' && <RechargeTipsDialog open onClose={close} />}
      {args.show === 'addressDialog' && <DrivenAddress events={args.addressEvents} />}
      {args.show === 'paid' && <PaySuccessScreen kind="paid" summary={{ status: 'ready', data: paySummary }} />}
      {args.show === 'screenshot' && <PaySuccessScreen kind="screenshot" summary={{ status: 'ready', data: paySubmitted }} />}
    </WithToaster>
  )
}

const meta = {
  title: 'Checkout/Pay',
  component: Pay,
  args: { show: 'pay', summary: paySummary, pay: 'ok', events: [], addressEvents: [] },
  render: (args) => <Pay key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Pay>

export default meta
type Story = StoryObj<typeof meta>

const [virtual, , online, balance] = payChannels
const devMessage = 'This function is under development, please choose another payment method'

/** The balance covers the total: every method can be chosen. */
export const BalanceEnough: Story = {}
export const BalanceChosen: Story = { args: { events: [{ type: 'CHOOSE', channelId: balance.id }] } }
/** Balance below the total: disabled, with the insufficient-balance note and a recharge link. */
export const BalanceInsufficient: Story = { args: { summary: payLowBalance } }
/** A balance of 0: choosing balance opens the low-balance prompt (Cancel or Go recharge). */
export const BalanceEmpty: Story = { args: { summary: payEmptyBalance, events: [{ type: 'CHOOSE', channelId: balance.id }] } }
/** No transaction password: choosing balance opens "set the transaction password before payment". */
export const NoTransactionPassword: Story = { args: { summary: payNoPassword, events: [{ type: 'CHOOSE', channelId: balance.id }] } }
export const PasswordDialog: Story = {
  args: { events: [{ type: 'CHOOSE', channelId: balance.id }, { type: 'CONFIRM' }, { type: 'EDIT_PASSWORD', value: '123' }] },
}
export const WrongPassword: Story = {
  args: {
    pay: { code: 1062, message: 'Wrong transaction password' },
    events: [
      { type: 'CHOOSE', channelId: balance.id },
      { type: 'CONFIRM' },
      { type: 'EDIT_PASSWORD', value: '000000' },
      { type: 'SUBMIT' },
    ],
  },
}
/** Online payment: the service answers that the function is under development. */
export const OnlineRefused: Story = {
  args: { pay: { code: 1042, message: devMessage }, events: [{ type: 'CHOOSE', channelId: online.id }, { type: 'CONFIRM' }] },
}
/** The pay dialog before the screenshot: "I have paid" is disabled. */
export const PayDialogBeforeUpload: Story = { args: { events: [{ type: 'CHOOSE', channelId: virtual.id }, { type: 'CONFIRM' }] } }
export const PayDialogAfterUpload: Story = {
  args: { events: [{ type: 'CHOOSE', channelId: virtual.id }, { type: 'CONFIRM' }, { type: 'UPLOADED', url: receiptPicture }] },
}
export const PayDialogPhone: Story = { ...PayDialogAfterUpload, globals: phone }
export const PaymentPage: Story = { args: { show: 'paymentPage' } }
/** /paymentPage/{id}?onlyPayOrderPic=true: the pay dialog's content as a page. */
export const PaymentPageEvidenceOnly: Story = { args: { show: 'evidencePage' } }
export const PaymentPageEvidencePhone: Story = { args: { show: 'evidencePage' }, globals: phone }
/** An order whose screenshot is under review: nothing left to pay. */
export const PaymentPageNothingToPay: Story = { args: { show: 'paymentPage', summary: paySubmitted } }
export const OwnStore: Story = { args: { show: 'ownStore' } }
export const RechargeTips: Story = { args: { show: 'rechargeTips' } }
export const AddressDialogEmpty: Story = { args: { show: 'addressDialog' } }
/** Saved with the email missing: its field turns red. */
export const AddressDialogFieldErrors: Story = {
  args: {
    show: 'addressDialog',
    addressEvents: [
      ...filling({ firstname: 'Ann', surname: 'Lindqvist', mobile: '+1 415 555 0132', zipcode: '94105', detailAddress: '1 Market St' }),
      ...filling({ city: 'San Francisco', countryRegion: 'US' }),
      submit,
    ],
  },
}
export const SuccessPaid: Story = { args: { show: 'paid' } }
export const SuccessScreenshot: Story = { args: { show: 'screenshot' } }
export const SuccessPhone: Story = { args: { show: 'screenshot' }, globals: phone }
