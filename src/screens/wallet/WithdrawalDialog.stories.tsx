import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createActor } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import type { PayoutAddress } from '../../../contract/wallet'
import type { FormEvent, Submission } from '../../../machines/lib/form'
import { type WithdrawalFields as Fields, withdrawalFormMachine, withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { notifyFailure } from '../../components/form/notifyFailure'
import { submit, WithToaster, type Outcome } from '../../fakes/actors'
import { answering, payoutAddresses, phone, sampleWallet } from '../../fakes/wallet'
import { WithdrawalDialogFrame, WithdrawalFields } from '../../components/wallet/WithdrawalDialog'

type Refusal = { code: number; message: string }

interface Args {
  addresses: Outcome | 'none'
  save: Outcome | Refusal
  available: number
  /** Events sent to the form once the payout addresses have loaded. */
  events: FormEvent<Fields>[]
  list: PayoutAddress[]
}

/** The form's `submit`, answering as `save` says. */
const saving = (save: Outcome | Refusal) => answering<number, Submission<Fields>>(save, 31)

/** An actor of the dialog, with `events` sent to its form once its payout addresses are in. */
function useWithdrawal({ addresses, save, available, events, list }: Args) {
  const [actor] = useState(() => {
    const logic = withdrawalMachine.provide({
      actors: {
        loadAddresses: answering(addresses === 'none' ? 'ok' : addresses, addresses === 'none' ? [] : list),
        form: withdrawalFormMachine.provide({
          actors: { submit: saving(save) },
          actions: { notifyFailure: (_, message) => notifyFailure(message) },
        }),
      },
    })
    const a = createActor(logic, { input: { available } }).start()
    const sub = a.subscribe((s) => {
      const form = s.children.form
      if (!form) return
      sub.unsubscribe()
      queueMicrotask(() => {
        for (const e of events) form.send(e)
      })
    })
    return a
  })
  return actor
}

function Dialog(args: Args) {
  const actor = useWithdrawal(args)
  return (
    <WithToaster>
      <WithdrawalDialogFrame open onClose={() => {}}>
        <WithdrawalFields actor={actor} available={args.available} onDone={() => {}} onCancel={() => {}} />
      </WithdrawalDialogFrame>
    </WithToaster>
  )
}

/** An edit of one field, as the dialog sends it. */
const edit = (field: keyof Fields, value: string): FormEvent<Fields> => ({ type: 'EDIT', field, value })

const filled = [edit('amount', '120'), edit('receiveAddress', '9'), edit('payPassword', '123456')]

const meta = {
  title: 'Wallet/Withdrawal dialog',
  component: Dialog,
  args: { addresses: 'ok', save: 'ok', available: sampleWallet.balance, events: [], list: payoutAddresses },
  render: (args) => <Dialog key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const LoadingAddresses: Story = { args: { addresses: 'pending' } }
export const AddressesFailed: Story = { args: { addresses: 'fail' } }
/** No payout address yet: a link to /walletAddress instead of the form. */
export const NoPayoutAddress: Story = { args: { addresses: 'none' } }
/** One payout address is chosen by itself. */
export const OneAddress: Story = { args: { list: [payoutAddresses[1]] } }
/** The amount keeps digits and two decimals; the password its digits. */
export const Filled: Story = {
  args: { events: [edit('amount', '1a2$0.505'), edit('receiveAddress', '9'), edit('payPassword', '12ab3456')] },
}
export const AmountRequired: Story = { args: { events: [submit] } }
export const AmountTooHigh: Story = { args: { events: [edit('amount', '5000'), submit] } }
export const AddressRequired: Story = { args: { events: [edit('amount', '100'), submit] } }
export const PasswordRequired: Story = {
  args: { events: [edit('amount', '100'), edit('receiveAddress', '4'), edit('payPassword', '123'), submit] },
}
export const Submitting: Story = { args: { save: 'pending', events: [...filled, submit] } }
export const WrongPassword: Story = {
  args: {
    save: { code: ErrorCode.payPasswordWrong, message: 'The transaction password is wrong. 4 attempts left.' },
    events: [...filled, submit],
  },
}
export const PasswordLocked: Story = {
  args: {
    save: { code: ErrorCode.payPasswordLocked, message: 'Too many wrong transaction passwords. Try again after 15:40.' },
    events: [...filled, submit],
  },
}
export const InsufficientBalance: Story = {
  args: { save: { code: ErrorCode.insufficientBalance, message: 'Insufficient balance' }, events: [...filled, submit] },
}
export const Phone: Story = { args: { events: filled }, globals: phone }
