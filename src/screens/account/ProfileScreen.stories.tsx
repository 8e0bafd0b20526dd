import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UserInfo } from '../../../contract/api'
import { profileMachine } from '../../../machines/profile'
import { AccountLayout } from './AccountLayout'
import { ProfileScreen } from './ProfileScreen'
import { fake, sampleUser, type Outcome } from './storyFakes'

function Screen({ load, save }: { load: Outcome; save: Outcome }) {
  const logic = profileMachine.provide({
    actors: { loadUser: fake<UserInfo>(load, sampleUser, 'Please log in again'), saveUser: fake<UserInfo>(save, sampleUser) as never },
  })
  return (
    <AccountLayout>
      <ProfileScreen logic={logic} />
    </AccountLayout>
  )
}

const meta = {
  title: 'Account/My account',
  component: Screen,
  args: { load: 'ok', save: 'ok' },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
export const Loading: Story = { args: { load: 'pending' } }
export const LoadFailed: Story = { args: { load: 'fail' } }
export const Saving: Story = { args: { save: 'pending' } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
