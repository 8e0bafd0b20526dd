import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import type { Submission } from '../../../machines/lib/form'
import { type WithdrawalFields, withdrawalFormMachine, withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { WithToaster } from '../../fakes/actors'
import { emptyEarnings, sampleEarnings } from '../../fakes/earnings'
import { resolved } from '../../fakes/promises'
import { answering, payoutAddresses } from '../../fakes/wallet'
import type { ListState } from '../../lib/listState'
import { type EarningsPage, EarningsScreen } from './EarningsScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'filled' | 'empty' | 'failed'
  /** Without a transaction password, Withdraw asks for one first. */
  payPasswordSet: boolean
}

function Screen({ state, payPasswordSet }: Args) {
  const page: ListState<EarningsPage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: { earnings: state === 'empty' ? emptyEarnings : sampleEarnings, payPasswordSet } }
  const withdrawal = withdrawalMachine.provide({
    actors: {
      loadAddresses: answering('ok', payoutAddresses),
      form: withdrawalFormMachine.provide({ actors: { submit: fromPromise<number, Submission<WithdrawalFields>>(() => resolved(31)) } }),
    },
  })
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Verte' }}>
        <EarningsScreen page={page} withdrawal={withdrawal} onChanged={() => {}} />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/earnings: available, pending with settle dates, settlement lines with filters, month totals, withdraw. */
const meta = {
  title: 'Seller/Earnings',
  component: Screen,
  args: { state: 'filled', payPasswordSet: true },
  argTypes: { state: { control: 'inline-radio', options: ['loading', 'filled', 'empty', 'failed'] } },
} satisfies Meta<typeof Screen>
export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {}
export const Loading: Story = { args: { state: 'loading' } }
export const Empty: Story = { args: { state: 'empty' } }
export const Failed: Story = { args: { state: 'failed' } }
export const WithoutTransactionPassword: Story = { args: { payPasswordSet: false } }
