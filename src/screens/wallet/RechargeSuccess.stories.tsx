import type { Meta, StoryObj } from '@storybook/react-vite'
import { phone, recharges } from '../../fakes/wallet'
import type { ListState } from '../../lib/listState'
import type { Recharge } from '../../../contract/wallet'
import { RechargeSuccessScreen } from './RechargeSuccessScreen'

function Screen({ load }: { load: 'ok' | 'pending' | 'fail' }) {
  const list: ListState<Recharge> =
    load === 'ok'
      ? { status: 'ready', data: recharges[0] }
      : load === 'fail'
        ? { status: 'failed', retry: () => {} }
        : { status: 'loading' }
  return <RechargeSuccessScreen list={list} />
}

const meta = {
  title: 'Wallet/Recharge submitted',
  component: Screen,
  args: { load: 'ok' },
  argTypes: { load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] } },
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Submitted: Story = {}
export const Loading: Story = { args: { load: 'pending' } }
export const Failed: Story = { args: { load: 'fail' } }
export const Phone: Story = { globals: phone }
