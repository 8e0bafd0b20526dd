import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { loginDialogMachine, loginFormMachine, registerFormMachine, type LoginDialogEvent } from '../../../machines/account/loginDialog'
import { notifyFailure } from '../../components/form/notifyFailure'
import { LoginDialog } from './LoginDialogView'
import {
  fake,
  fakeCountdown,
  filling,
  loginResult,
  sampleCaptcha,
  submit,
  useDrivenActor,
  WithToaster,
  type Outcome,
} from '../../fakes/actors'

interface Args {
  /** How the dialog was opened. */
  open: LoginDialogEvent & { type: 'OPEN' }
  /** Events replayed into the open tab's form before it is shown. */
  events: AnyEventObject[]
  login: Outcome
  register: Outcome
  /** The server's check that the email is free. */
  check: Outcome
  /** The register tab's picture. */
  captcha: Outcome
  /** The register code's ask, which the picture code guards. */
  code: Outcome
  /** The server's message when that ask is refused. */
  codeRefusal?: string
}

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

function DrivenDialog({ open, events, login, register, check, captcha, code, codeRefusal }: Args) {
  const logic = loginDialogMachine.provide({
    actors: {
      login: loginFormMachine.provide({
        actors: { submit: fake(login, loginResult, 'Wrong email or password') },
        actions: failures,
      }),
      register: registerFormMachine.provide({
        actors: {
          submit: fake(register, loginResult, 'The email code is wrong or has expired'),
          check: fake(check, undefined, 'This email is already registered'),
          loadCaptcha: fake(captcha, sampleCaptcha),
          codeCountdown: fakeCountdown(code, codeRefusal),
        },
        actions: failures,
      }),
    },
  })
  const actor = useDrivenActor(logic, [open], { child: { id: open.tab ?? 'login', events } })
  return (
    <WithToaster>
      <LoginDialog actor={actor} termsHref="/customerService" onForgot={() => {}} />
    </WithToaster>
  )
}

const openLogin = { type: 'OPEN', tab: 'login' } as const
const openRegister = { type: 'OPEN', tab: 'register', email: 'ann@example.com' } as const
const filledLogin = filling({ mailbox: 'ann@example.com', password: 'secret123' })
const sendCode = { type: 'SEND_CODE' } as const
const filledRegister = filling({ check: true, password: 'secret123', confirmPassword: 'secret123', yzcode: '482913' })

const meta = {
  title: 'Account/Login dialog',
  component: DrivenDialog,
  args: { open: openLogin, events: [], login: 'ok', register: 'ok', check: 'ok', captcha: 'ok', code: 'ok' },
  // The dialog lives in a portal: each story re-creates its actor.
  render: (args) => <DrivenDialog key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof DrivenDialog>

export default meta
type Story = StoryObj<typeof meta>

/** Editing. */
export const LoginTab: Story = {}
export const RegisterTab: Story = { args: { open: openRegister } }
export const PictureLoading: Story = { args: { open: openRegister, captcha: 'pending' } }
/** Invalid: the first failing field, in the order docs/behaviour.md#account gives. */
export const InvalidEmail: Story = { args: { events: [...filling({ mailbox: 'ann@example' }), submit] } }
export const PasswordRequired: Story = { args: { events: [...filling({ mailbox: 'ann@example.com' }), submit] } }
export const TermsNotAccepted: Story = { args: { open: openRegister, events: [submit] } }
export const PasswordLength: Story = { args: { open: openRegister, events: [...filling({ check: true, password: 'short' }), submit] } }
export const PasswordsDiffer: Story = {
  args: { open: openRegister, events: [...filling({ check: true, password: 'secret123', confirmPassword: 'secret124' }), submit] },
}
/** The picture code goes with the ask for the email code: required, at most 4 characters. */
export const PictureCodeRequired: Story = { args: { open: openRegister, events: [sendCode] } }
export const PictureCodeTooLong: Story = { args: { open: openRegister, events: [...filling({ captchaCode: 'K7P2X' }), sendCode] } }
export const CodeCountingDown: Story = { args: { open: openRegister, events: [...filling({ captchaCode: 'K7P2' }), sendCode] } }
/** A wrong or spent picture code: nothing is mailed, the message shows and a new picture is drawn. */
export const WrongPictureCode: Story = {
  args: {
    open: openRegister,
    events: [...filling({ captchaCode: 'AAAA' }), sendCode],
    code: 'fail',
    codeRefusal: 'The picture code is wrong or has expired',
  },
}
/** Busy. */
export const Submitting: Story = { args: { events: [...filledLogin, submit], login: 'pending' } }
export const RegisterCheckingEmail: Story = { args: { open: openRegister, events: [...filledRegister, submit], check: 'pending' } }
export const RegisterSubmitting: Story = { args: { open: openRegister, events: [...filledRegister, submit], register: 'pending' } }
/** Failed: the server's message, the fields kept. */
export const ServerError: Story = { args: { events: [...filledLogin, submit], login: 'fail' } }
export const EmailTaken: Story = { args: { open: openRegister, events: [...filledRegister, submit], check: 'fail' } }
export const RegisterServerError: Story = { args: { open: openRegister, events: [...filledRegister, submit], register: 'fail' } }
/** Done: logging in closes the dialog. */
export const LoggedIn: Story = { args: { events: [...filledLogin, submit] } }
export const Mobile: Story = { args: { open: openRegister }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
/** A guest asked to log in on the way to the bag (issue 31, bug 19): the line says why. */
export const AskedOnTheWayToTheBag: Story = { args: { open: { ...openLogin, intent: { reason: 'addToBag', finish: () => {} } } } }
