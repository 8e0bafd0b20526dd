import type { Meta, StoryObj } from '@storybook/react-vite'
import type { LoginResult } from '../../../contract/api'
import { loginDialogMachine } from '../../../machines/loginDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { LoginScreen } from './LoginScreen'
import { fake, fakeCountdown, loginResult, WithToaster, type Outcome } from './storyFakes'

function Screen({ login }: { login: Outcome }) {
  const logic = loginDialogMachine.provide({
    actors: { login: fake<LoginResult>(login, loginResult, 'Wrong email or password') as never, codeCountdown: fakeCountdown() },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  return (
    <WithToaster>
      <LoginScreen logic={logic} onRegister={() => {}} onForgot={() => {}} />
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Login page',
  component: Screen,
  args: { login: 'fail' },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** Log in with any email and password to see the server's refusal. */
export const Desktop: Story = {}
export const Submitting: Story = { args: { login: 'pending' } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
