import type { Meta, StoryObj } from '@storybook/react-vite'
import { useActorRef } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { PayPasswordInfo } from '../../../contract/payPassword'
import type { PayPasswordForm } from '../../../contract/payPasswordForm'
import type { FormEvent, Submission } from '../../../machines/lib/form'
import { payPasswordFormsWith, transactionPasswordMachine } from '../../../machines/payPassword/transactionPassword'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { fake, fakeCountdown, type Outcome, submit, WithToaster } from '../../fakes/actors'
import type { ListState } from '../../lib/listState'
import { TransactionPasswordForm, TransactionPasswordScreen } from './TransactionPasswordScreen'

const lockMessage = 'Too many wrong transaction passwords. Try again after 14:32 UTC.'

interface Args {
  /** intoPayPassWord's flag: 0 set mode, 1 change mode. */
  flag: 0 | 1
  /** How the code check and the submit answer. */
  check: Outcome
  save: Outcome
  /** The server's message when `save` fails. */
  failure: string
  /** Events replayed into the form before it is shown. */
  events: Step[]
}

type Sent = Submission<PayPasswordForm>
/** An event of the story: FORGOT for the page, the rest for its form. */
type Step = { type: 'FORGOT' } | FormEvent<PayPasswordForm>

function logicFor({ check, save, failure }: Args) {
  const saving = fake<void, Sent>(save, undefined, failure)
  return transactionPasswordMachine.provide({
    actors: payPasswordFormsWith({
      calls: {
        setForm: saving,
        changeForm: saving,
        codeForm: fake<void, Sent>(check, undefined, 'The email code is wrong or has expired'),
        resetForm: saving,
      },
      codeCountdown: fakeCountdown('ok'),
      notifyFailure,
    }),
    actions: { submitted: () => void toaster.create({ type: 'success', title: 'Your transaction password is set' }) },
  })
}

type Page = ActorRefFrom<typeof transactionPasswordMachine>

/** FORGOT goes to the page; the rest to the form of the step it is at, once the last one's answer has landed. */
async function replay(actor: Page, events: Step[]) {
  for (const event of events) {
    if (event.type === 'FORGOT') actor.send({ type: 'FORGOT' })
    else actor.getSnapshot().children.form?.send(event)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

function Form(args: Args) {
  const actor = useActorRef(logicFor(args), { input: { flag: args.flag, email: 'ann@example.com' } })
  useEffect(() => void replay(actor, args.events), [actor, args.events])
  return (
    <WithToaster>
      <AccountLayout>
        <TransactionPasswordForm actor={actor} />
      </AccountLayout>
    </WithToaster>
  )
}

const meta = {
  title: 'Wallet/Transaction password',
  component: Form,
  args: { flag: 0, check: 'ok', save: 'ok', failure: 'The server refused this request', events: [] },
  render: (args) => <Form key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Form>

export default meta
type Story = StoryObj<typeof meta>

const payPasswordFields = ['mailbox', 'oldPassword', 'password', 'confirmPassword', 'yzcode'] as const
const filling = (values: Partial<PayPasswordForm>): Step[] =>
  payPasswordFields.flatMap((field) => (values[field] === undefined ? [] : [{ type: 'EDIT' as const, field, value: values[field] }]))
const newPassword = filling({ password: '123456', confirmPassword: '123456' })
const setFilled = [...newPassword, ...filling({ yzcode: '482913' }), submit]
const changeFilled = [...filling({ oldPassword: '111111' }), ...newPassword, submit]
const forgot = { type: 'FORGOT' } as const
const codeChecked = [forgot, ...filling({ yzcode: '482913' }), submit]

/** The page before intoPayPassWord answers, and when it fails. */
export const Loading: Story = {
  render: () => (
    <AccountLayout>
      <TransactionPasswordScreen info={{ status: 'loading' } as ListState<PayPasswordInfo>} logic={transactionPasswordMachine} />
    </AccountLayout>
  ),
}
export const LoadFailed: Story = {
  render: () => (
    <AccountLayout>
      <TransactionPasswordScreen info={{ status: 'failed', retry: () => {} }} logic={transactionPasswordMachine} />
    </AccountLayout>
  ),
}

/** Mode 0: email, new, confirm, email code with its send button. */
export const SetMode: Story = {}
export const SetCodeSent: Story = { args: { events: [{ type: 'SEND_CODE' }] } }
export const SetInvalid: Story = { args: { events: [...filling({ password: '12' }), submit] } }
export const SetMismatch: Story = { args: { events: [...filling({ password: '123456', confirmPassword: '123457' }), submit] } }
export const SetBusy: Story = { args: { save: 'pending', events: setFilled } }
export const SetFailed: Story = { args: { save: 'fail', failure: 'The email code is wrong or has expired', events: setFilled } }

/** Mode 1: email, current, new, confirm, and "Forgot?". */
export const Change: Story = { args: { flag: 1 } }
export const ChangeInvalid: Story = { args: { flag: 1, events: [submit] } }
export const ChangeBusy: Story = { args: { flag: 1, save: 'pending', events: changeFilled } }
export const ChangeWrong: Story = {
  args: { flag: 1, save: 'fail', failure: 'Wrong transaction password. Tries left before a 15-minute lock: 3.', events: changeFilled },
}
export const ChangeLocked: Story = { args: { flag: 1, save: 'fail', failure: lockMessage, events: changeFilled } }

/** Mode 2 before the code check: email and code. */
export const Forgot: Story = { args: { flag: 1, events: [forgot] } }
export const ForgotInvalid: Story = { args: { flag: 1, events: [forgot, submit] } }
export const ForgotChecking: Story = { args: { flag: 1, check: 'pending', events: codeChecked } }
export const ForgotCodeRefused: Story = { args: { flag: 1, check: 'fail', events: codeChecked } }
/** Mode 2 after the code check: the code field is gone; new and confirm. */
export const ResetAfterCode: Story = { args: { flag: 1, events: codeChecked } }
export const ResetInvalid: Story = { args: { flag: 1, events: [...codeChecked, ...filling({ password: '123456' }), submit] } }
export const ResetBusy: Story = { args: { flag: 1, save: 'pending', events: [...codeChecked, ...newPassword, submit] } }
export const ResetFailed: Story = {
  args: { flag: 1, save: 'fail', failure: 'The email code is wrong or has expired', events: [...codeChecked, ...newPassword, submit] },
}

export const Narrow: Story = { args: { flag: 1, events: [forgot] }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
export const NarrowLocked: Story = {
  args: { flag: 1, save: 'fail', failure: lockMessage, events: changeFilled },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
}
