import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ShopSettings } from '../../../contract/seller'
import { shopSettingsMachine } from '../../../machines/seller/shopSettings'
import { fake, type Outcome, settleAs, WithToaster } from '../../fakes/actors'
import { sampleSettings } from '../../fakes/shopSettings'
import type { ListState } from '../../lib/listState'
import { SellerLayout } from './SellerLayout'
import { SettingsScreen } from './SettingsScreen'

interface Args {
  state: 'loading' | 'filled' | 'failed'
  /** How the service answers Save and a logo's upload. */
  call: Outcome
}

function Screen({ state, call }: Args) {
  const page: ListState<ShopSettings> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: sampleSettings }
  const logic = shopSettingsMachine.provide({ actors: { submit: fake(call, sampleSettings, 'The service is away') } })
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: sampleSettings.shopname }}>
        <SettingsScreen page={page} logic={logic} upload={() => settleAs(call, sampleSettings.logo, 'Upload refused')} />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/settings: the shop's settings. */
const meta = {
  title: 'Seller/Shop settings',
  component: Screen,
  args: { state: 'filled', call: 'ok' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'filled', 'failed'] },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { state: 'loading' } }
export const Filled: Story = {}
/** The shop reopens before it closes: the message stands under "Reopens on". */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const reopens = await canvas.findByLabelText('Reopens on')
    await userEvent.clear(reopens)
    await userEvent.type(reopens, '2026-12-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
  },
}
/** Saved, the service not answering yet. */
export const Saving: Story = {
  args: { call: 'pending' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save settings' }))
  },
}
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save settings' }))
  },
}
/** The service refused the save: its message shows, the edits stay. */
export const Refused: Story = {
  args: { call: 'fail' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save settings' }))
  },
}
export const LoadFailed: Story = { args: { state: 'failed' } }
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
