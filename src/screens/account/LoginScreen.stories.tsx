import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { loginFormMachine } from '../../../machines/account/loginDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { LoginPage } from './LoginScreen'
import { fake, filling, loginResult, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'

function Screen({ login, events }: { login: Outcome; events: AnyEventObject[] }) {
  const logic = loginFormMachine.provide({
    actors: { submit: fake(login, loginResult, 'Wrong email or password') },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  return (
    <WithToaster>
      <LoginPage actor={useDrivenActor(logic, events as never[], { input: {} })} onRegister={() => {}} onForgot={() => {}} />
    </WithToaster>
  )
}

const filled = [...filling({ mailbox: 'ann@example.com', password: 'secret123' }), submit]

const meta = {
  title: 'Account/Login page',
  component: Screen,
  args: { login: 'fail', events: [] },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** Editing: log in with any email and password to see the server's refusal. */
export const Desktop: Story = {}
export const Invalid: Story = { args: { events: [...filling({ mailbox: 'ann@example' }), submit] } }
export const Submitting: Story = { args: { login: 'pending', events: filled } }
export const Failed: Story = { args: { events: filled } }
/** Done: the route then goes back where the shopper was. */
export const LoggedIn: Story = { args: { login: 'ok', events: filled } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
