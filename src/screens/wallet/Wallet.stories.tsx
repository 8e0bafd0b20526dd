import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import type { Page } from '../../../contract/envelope'
import type { Wallet } from '../../../contract/wallet'
import type { Submission } from '../../../machines/lib/form'
import { type WithdrawalFields, withdrawalFormMachine, withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { AccountLayout } from '../../components/account/AccountLayout'
import { WithToaster } from '../../fakes/actors'
import { pending, rejected, resolved } from '../../fakes/promises'
import {
  answering,
  balanceLog,
  payoutAddresses,
  phone,
  recharges,
  sampleWallet,
  walletWithoutPassword,
  withdrawals,
} from '../../fakes/wallet'
import type { ListState } from '../../lib/listState'
import type { Equivalent, WalletLog, WalletSummary } from './walletData'
import type { WalletTab } from './walletTabs'
import { WalletScreen } from './WalletScreen'

interface Args {
  tab: WalletTab
  summary: 'ok' | 'pending' | 'fail'
  log: 'ok' | 'pending' | 'fail' | 'empty'
  wallet: Wallet
  equivalent: Equivalent | null
  /** More than one page of lines. */
  pages: boolean
}

const page = <T,>(list: T[], pages: boolean): Page<T> => ({ list, total: pages ? 42 : list.length })

function logOf({ tab, log, pages }: Args): Promise<WalletLog> {
  if (log === 'pending') return pending()
  if (log === 'fail') return rejected()
  const empty = log === 'empty'
  if (tab === 'second') return resolved({ tab, page: page(empty ? [] : recharges, pages) })
  if (tab === 'third') return resolved({ tab, page: page(empty ? [] : withdrawals, pages) })
  return resolved({ tab, page: page(empty ? [] : balanceLog, pages) })
}

function Screen(args: Args) {
  const summary: ListState<WalletSummary> =
    args.summary === 'ok'
      ? { status: 'ready', data: { wallet: args.wallet, equivalent: args.equivalent } }
      : args.summary === 'fail'
        ? { status: 'failed', retry: () => {} }
        : { status: 'loading' }
  const withdrawal = withdrawalMachine.provide({
    actors: {
      loadAddresses: answering('ok', payoutAddresses),
      form: withdrawalFormMachine.provide({ actors: { submit: fromPromise<number, Submission<WithdrawalFields>>(() => resolved(31)) } }),
    },
  })
  return (
    <WithToaster>
      <AccountLayout>
        <WalletScreen
          summary={summary}
          log={logOf(args)}
          retry={() => {}}
          tab={args.tab}
          pageNo={1}
          onTab={() => {}}
          pageLink={() => ({ to: '/' })}
          withdrawal={withdrawal}
          onChanged={() => {}}
        />
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Wallet/Wallet',
  component: Screen,
  args: { tab: 'first', summary: 'ok', log: 'ok', wallet: sampleWallet, equivalent: null, pages: false },
  argTypes: {
    tab: { control: 'inline-radio', options: ['first', 'second', 'third'] },
    summary: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    log: { control: 'inline-radio', options: ['ok', 'pending', 'fail', 'empty'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** Every balance log type, minus for withdrawal, consumption, merchant payment and backend deduction. */
export const BalanceLog: Story = {}
/** Each audit state: under review, awaiting review, success (with its review time), failed. */
export const RechargeLog: Story = { args: { tab: 'second' } }
/** Each withdrawal state: applying, awaiting review, success, remitted, failed. */
export const WithdrawLog: Story = { args: { tab: 'third' } }
export const ManyPages: Story = { args: { pages: true } }
/** The shopper chose yen: the balance shows its equivalent beside the dollars. */
export const InYen: Story = { args: { equivalent: { code: 'JPY', rate: 151.2 } } }
export const InEuro: Story = { args: { equivalent: { code: 'EUR', rate: 0.92 } } }
/** Withdraw opens "set your transaction password first". */
export const NoTransactionPassword: Story = { args: { wallet: walletWithoutPassword } }
export const Loading: Story = { args: { summary: 'pending' } }
export const LogLoading: Story = { args: { log: 'pending' } }
export const Failed: Story = { args: { summary: 'fail' } }
export const LogFailed: Story = { args: { log: 'fail' } }
export const EmptyBalanceLog: Story = { args: { log: 'empty', wallet: { ...sampleWallet, balance: 0, freezebalance: 0 } } }
export const EmptyRechargeLog: Story = { args: { tab: 'second', log: 'empty' } }
export const EmptyWithdrawLog: Story = { args: { tab: 'third', log: 'empty' } }
export const Phone: Story = { globals: phone }
export const PhoneRechargeLog: Story = { args: { tab: 'second' }, globals: phone }
export const PhoneWithdrawLog: Story = { args: { tab: 'third' }, globals: phone }
