import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { changePasswordMachine } from '../../../machines/account/changePassword'
import { resetPasswordMachine } from '../../../machines/account/resetPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { AccountLayout } from '../../components/account/AccountLayout'
import { ChangePasswordForm, ResetPasswordForm } from './PasswordScreen'
import { fake, fakeCountdown, filling, sampleCaptcha, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'

interface Args {
  page: 'change' | 'reset'
  captcha: Outcome
  save: Outcome
  /** Events replayed into the form before it is shown. */
  events: AnyEventObject[]
}

const refusal = 'The picture code is wrong or has expired'
const actions = {
  notifyFailure: (_: unknown, message: string | null) => notifyFailure(message),
  submitted: () => void toaster.create({ type: 'success', title: 'Password changed. Please log in again.' }),
}

function Change({ captcha, save, events }: Args) {
  const logic = changePasswordMachine.provide({
    actors: { loadCaptcha: fake(captcha, sampleCaptcha), submit: fake(save, undefined, refusal) },
    actions,
  })
  const actor = useDrivenActor(logic, events as never[], { input: { email: 'ann@example.com' } })
  return (
    <AccountLayout>
      <ChangePasswordForm actor={actor} />
    </AccountLayout>
  )
}

function Reset({ captcha, save, events }: Args) {
  const logic = resetPasswordMachine.provide({
    actors: { loadCaptcha: fake(captcha, sampleCaptcha), submit: fake(save, undefined, refusal), codeCountdown: fakeCountdown('ok') },
    actions,
  })
  return <ResetPasswordForm actor={useDrivenActor(logic, events as never[], { input: {} })} />
}

const Screen = (args: Args) => <WithToaster>{args.page === 'change' ? <Change {...args} /> : <Reset {...args} />}</WithToaster>

const filledChange = [
  ...filling({ oldPassword: 'oldpass12', password: 'newpass12', confirmPassword: 'newpass12', captchaCode: 'K7P2' }),
  submit,
]
const filledReset = [
  ...filling({ mailbox: 'ann@example.com', yzcode: '482913', password: 'newpass12', confirmPassword: 'newpass12', captchaCode: 'K7P2' }),
  submit,
]

const meta = {
  title: 'Account/Password pages',
  component: Screen,
  args: { page: 'change', captcha: 'ok', save: 'fail', events: [] },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** /password, editing: submit with any picture code to see the captcha refresh and the server message. */
export const ChangePassword: Story = {}
export const ChangePasswordCaptchaLoading: Story = { args: { captcha: 'pending' } }
export const ChangePasswordCaptchaFailed: Story = { args: { captcha: 'fail' } }
export const ChangePasswordInvalid: Story = { args: { events: [submit] } }
export const ChangePasswordSaving: Story = { args: { save: 'pending', events: filledChange } }
/** The server refused: its message, a new picture, the typed code cleared. */
export const ChangePasswordFailed: Story = { args: { events: filledChange } }
/** Saved: the success shows, and a second later the session ends and login follows. */
export const ChangePasswordDone: Story = { args: { save: 'ok', events: filledChange } }
/** /forgetPassword: email code with its countdown, then the picture code. */
export const ForgetPassword: Story = { args: { page: 'reset' } }
export const ForgetPasswordInvalid: Story = { args: { page: 'reset', events: [...filling({ mailbox: 'ann@example.com' }), submit] } }
export const ForgetPasswordSaving: Story = { args: { page: 'reset', save: 'pending', events: filledReset } }
export const ForgetPasswordFailed: Story = { args: { page: 'reset', events: filledReset } }
export const ForgetPasswordDone: Story = { args: { page: 'reset', save: 'ok', events: filledReset } }
export const ForgetPasswordMobile: Story = { args: { page: 'reset' }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
