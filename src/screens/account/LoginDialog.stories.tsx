import type { Meta, StoryObj } from '@storybook/react-vite'
import type { LoginResult } from '../../../contract/api'
import { loginDialogMachine, type LoginDialogEvent } from '../../../machines/loginDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { LoginDialog } from './LoginDialogView'
import { fake, fakeCountdown, loginResult, useDrivenActor, WithToaster, type Outcome } from './storyFakes'

interface Args {
  /** Events replayed into the dialog's machine before it is shown. */
  events: LoginDialogEvent[]
  login: Outcome
  register: Outcome
  code: Outcome
}

function DrivenDialog({ events, login, register, code }: Args) {
  const logic = loginDialogMachine.provide({
    actors: {
      login: fake<LoginResult>(login, loginResult, 'Wrong email or password') as never,
      register: fake<LoginResult>(register, loginResult, 'This email is already registered') as never,
      codeCountdown: fakeCountdown(code),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
  const actor = useDrivenActor(logic, events)
  return (
    <WithToaster>
      <LoginDialog actor={actor} termsHref="/customerService" onForgot={() => {}} />
    </WithToaster>
  )
}

const edit = (field: string, value: string | boolean) => ({ type: 'EDIT', field, value }) as LoginDialogEvent
const openLogin: LoginDialogEvent = { type: 'OPEN', tab: 'login' }
const openRegister: LoginDialogEvent = { type: 'OPEN', tab: 'register', email: 'ann@example.com' }
const submit: LoginDialogEvent = { type: 'SUBMIT' }
const filledLogin = [openLogin, edit('mailbox', 'ann@example.com'), edit('password', 'secret123')]
const filledRegister = [openRegister, edit('check', true), edit('password', 'secret123'), edit('confirmPassword', 'secret123'), edit('yzcode', '482913')]

const meta = {
  title: 'Account/Login dialog',
  component: DrivenDialog,
  args: { events: [openLogin], login: 'ok', register: 'ok', code: 'ok' },
  // The dialog lives in a portal: each story re-creates its actor.
  render: (args) => <DrivenDialog key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof DrivenDialog>

export default meta
type Story = StoryObj<typeof meta>

export const LoginTab: Story = {}
export const RegisterTab: Story = { args: { events: [openRegister] } }
export const InvalidEmail: Story = { args: { events: [openLogin, edit('mailbox', 'ann@example'), submit] } }
export const PasswordRequired: Story = { args: { events: [openLogin, edit('mailbox', 'ann@example.com'), submit] } }
export const TermsNotAccepted: Story = { args: { events: [openRegister, submit] } }
export const PasswordLength: Story = { args: { events: [openRegister, edit('check', true), edit('password', 'short'), submit] } }
export const PasswordsDiffer: Story = {
  args: { events: [openRegister, edit('check', true), edit('password', 'secret123'), edit('confirmPassword', 'secret124'), submit] },
}
export const CodeCountingDown: Story = { args: { events: [openRegister, { type: 'SEND_CODE' }] } }
export const ServerError: Story = { args: { events: [...filledLogin, submit], login: 'fail' } }
export const RegisterServerError: Story = { args: { events: [...filledRegister, submit], register: 'fail' } }
export const Submitting: Story = { args: { events: [...filledLogin, submit], login: 'pending' } }
export const RegisterSubmitting: Story = { args: { events: [...filledRegister, submit], register: 'pending' } }
export const Mobile: Story = { args: { events: [openRegister] }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
