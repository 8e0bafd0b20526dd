import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Captcha } from '../../../contract/api'
import { changePasswordMachine } from '../../../machines/changePassword'
import { resetPasswordMachine } from '../../../machines/resetPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { AccountLayout } from './AccountLayout'
import { ChangePasswordScreen, ResetPasswordScreen } from './PasswordScreen'
import { fake, fakeCountdown, sampleCaptcha, WithToaster, type Outcome } from './storyFakes'

interface Args {
  page: 'change' | 'reset'
  captcha: Outcome
  save: Outcome
}

function Screen({ page, captcha, save }: Args) {
  const services = {
    actors: { loadCaptcha: fake<Captcha>(captcha, sampleCaptcha), save: fake<void>(save, undefined, 'The picture code is wrong or has expired') as never },
    actions: { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) },
  }
  return (
    <WithToaster>
      {page === 'change' ? (
        <AccountLayout>
          <ChangePasswordScreen email="ann@example.com" logic={changePasswordMachine.provide(services)} />
        </AccountLayout>
      ) : (
        <ResetPasswordScreen logic={resetPasswordMachine.provide({ ...services, actors: { ...services.actors, codeCountdown: fakeCountdown('ok') } })} />
      )}
    </WithToaster>
  )
}

const meta = {
  title: 'Account/Password pages',
  component: Screen,
  args: { page: 'change', captcha: 'ok', save: 'fail' },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

/** /password: submit with a wrong picture code to see the captcha refresh and the server message. */
export const ChangePassword: Story = {}
export const ChangePasswordCaptchaLoading: Story = { args: { captcha: 'pending' } }
export const ChangePasswordCaptchaFailed: Story = { args: { captcha: 'fail' } }
export const ChangePasswordSaving: Story = { args: { save: 'pending' } }
/** /forgetPassword: email code with its countdown, then the picture code. */
export const ForgetPassword: Story = { args: { page: 'reset' } }
export const ForgetPasswordMobile: Story = { args: { page: 'reset' }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
