import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import type { PayoutAddress } from '../../../contract/wallet'
import {
  payoutAddressDeleteMachine,
  payoutAddressDialogMachine,
  payoutAddressFormMachine,
} from '../../../machines/payout/payoutAddressForm'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { fake, type Outcome, submit, useDrivenActor, WithToaster } from '../../fakes/actors'
import type { PayoutAddressList } from './PayoutAddressScreen'
import { PayoutAddressView } from './PayoutAddressScreen'

const usdt = (id: number, fullname: string, address: string, remark = ''): PayoutAddress => ({
  id,
  type: 2,
  fullname,
  mobile: '+46 70 123 45 67',
  bankname: '',
  bankno: '',
  address,
  remark,
})
const card = (id: number, fullname: string, bankname: string, bankno: string, remark = ''): PayoutAddress => ({
  id,
  type: 1,
  fullname,
  mobile: '+33 6 12 34 56 78',
  bankname,
  bankno,
  address: '',
  remark,
})

const sampleAddresses: PayoutAddress[] = [
  usdt(12, 'Ann Lindqvist', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TRC-20 wallet'),
  card(11, 'Ann Lindqvist', 'Nordea', '4000 1234 5678 9010'),
  card(10, 'Ann Lindqvist', 'BNP Paribas', 'FR76 3000 4000 0312 3456 7890 143', 'Joint account'),
  usdt(9, 'Erik Lindqvist', 'TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA'),
]

interface Args {
  list: PayoutAddressList
  save: Outcome
  remove: Outcome
  /** Events replayed into the dialog machine, then into its form. */
  dialog: AnyEventObject[]
  form: AnyEventObject[]
  /** Events replayed into the delete question. */
  deleting: AnyEventObject[]
}

function Screen({ list, save, remove, dialog, form, deleting }: Args) {
  const formLogic = payoutAddressFormMachine.provide({
    actors: {
      submit: fake(save, 1, 'You can keep at most 20 payout addresses. Please delete one before adding another.'),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  const dialogLogic = payoutAddressDialogMachine.provide({
    actors: { form: formLogic },
    actions: { saved: () => void toaster.create({ type: 'success', title: 'Payout address saved' }) },
  })
  const deleteLogic = payoutAddressDeleteMachine.provide({
    actors: { remove: fake(remove, true, 'Not found') },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      deleted: () => void toaster.create({ type: 'success', title: 'Payout address deleted' }),
    },
  })
  const dialogActor = useDrivenActor(dialogLogic, dialog as never[], { child: { id: 'form', events: form } })
  const remover = useDrivenActor(deleteLogic, deleting as never[])
  return (
    <WithToaster>
      <AccountLayout>
        <PayoutAddressView
          list={list}
          pageLink={(page) => ({ to: '/walletAddress', search: { page } })}
          dialog={dialogActor}
          remover={remover}
        />
      </AccountLayout>
    </WithToaster>
  )
}

const ready = (list: PayoutAddress[], total = list.length, pageNo = 1): PayoutAddressList => ({
  status: 'ready',
  data: { page: { list, total }, pageNo },
})
const edit = (field: string, value: string | number) => ({ type: 'EDIT', field, value })
const filledUsdt = [
  edit('type', 2),
  edit('address', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'),
  edit('mobile', '+46 70 123 45 67'),
  edit('fullname', 'Ann Lindqvist'),
]
const phone = { viewport: { value: 'mobile2', isRotated: false } }

const meta = {
  title: 'Wallet/Payout addresses',
  component: Screen,
  args: { list: ready(sampleAddresses), save: 'ok', remove: 'ok', dialog: [], form: [], deleting: [] },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** A table on desktop: type, name, mobile, the masked card or the USDT address, Edit and Delete. */
export const Filled: Story = {}
export const Loading: Story = { args: { list: { status: 'loading' } } }
export const Empty: Story = { args: { list: ready([]) } }
export const LoadFailed: Story = { args: { list: { status: 'failed', retry: () => {} } } }
/** Page 2 of 2 (10 to a page). */
export const SecondPage: Story = { args: { list: ready(sampleAddresses.slice(0, 2), 12, 2) } }
/** 768 px or less: one card per address. */
export const Narrow: Story = { globals: phone }
export const NarrowEmpty: Story = { args: { list: ready([]) }, globals: phone }

/** Add: a bank card first; the switch changes the fields. */
export const AddDialog: Story = { args: { dialog: [{ type: 'ADD' }] } }
export const AddUsdtDialog: Story = { args: { dialog: [{ type: 'ADD' }], form: [edit('type', 2)] } }
export const EditDialog: Story = { args: { dialog: [{ type: 'EDIT_ADDRESS', address: sampleAddresses[1] }] } }
/** Submitted empty: the first missing field in red (a bank card checks mobile first). */
export const InvalidDialog: Story = { args: { dialog: [{ type: 'ADD' }], form: [submit] } }
export const InvalidUsdtDialog: Story = { args: { dialog: [{ type: 'ADD' }], form: [edit('type', 2), edit('mobile', '1'), submit] } }
export const BusyDialog: Story = { args: { save: 'pending', dialog: [{ type: 'ADD' }], form: [...filledUsdt, submit] } }
/** The server refused (the 20 address limit): its message, the edits kept. */
export const FailedDialog: Story = { args: { save: 'fail', dialog: [{ type: 'ADD' }], form: [...filledUsdt, submit] } }
export const DialogNarrow: Story = { args: { dialog: [{ type: 'EDIT_ADDRESS', address: sampleAddresses[0] }] }, globals: phone }

export const DeleteQuestion: Story = { args: { deleting: [{ type: 'ASK', address: sampleAddresses[1] }] } }
export const Deleting: Story = {
  args: { remove: 'pending', deleting: [{ type: 'ASK', address: sampleAddresses[1] }, { type: 'CONFIRM' }] },
}
export const DeleteFailed: Story = {
  args: { remove: 'fail', deleting: [{ type: 'ASK', address: sampleAddresses[0] }, { type: 'CONFIRM' }] },
}
