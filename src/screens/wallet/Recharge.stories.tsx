import type { Meta, StoryObj } from '@storybook/react-vite'
import type { RechargeOptions } from '../../../contract/wallet'
import type { FormEvent, Submission } from '../../../machines/lib/form'
import { type RechargeDraft, rechargeMachine } from '../../../machines/wallet/recharge'
import { AccountLayout } from '../../components/account/AccountLayout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { answering, fakeUpload, phone, platformWallets, receiptPicture, rechargeOptions } from '../../fakes/wallet'
import type { ListState } from '../../lib/listState'
import { RechargeFields, RechargeFrame, RechargeScreen } from './RechargeScreen'

interface Args {
  load: Outcome
  save: Outcome
  upload: 'ok' | 'fail'
  options: RechargeOptions
  events: FormEvent<RechargeDraft>[]
}

const logicFor = (save: Outcome) =>
  rechargeMachine.provide({
    actors: {
      submit: answering<number, Submission<RechargeDraft>>(
        save === 'fail' ? { code: 1001, message: 'The amount is below the smallest recharge ($10.00)' } : save,
        42,
      ),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })

function Driven({ save, upload, options, events }: Omit<Args, 'load'>) {
  const actor = useDrivenActor(logicFor(save), events, { input: { options } })
  return (
    <RechargeFrame>
      <RechargeFields actor={actor} upload={fakeUpload(upload)} onRecharged={() => {}} />
    </RechargeFrame>
  )
}

function Page(args: Args) {
  const list: ListState<RechargeOptions> =
    args.load === 'ok'
      ? { status: 'ready', data: args.options }
      : args.load === 'fail'
        ? { status: 'failed', retry: () => {} }
        : { status: 'loading' }
  return (
    <WithToaster>
      <AccountLayout>
        {args.load === 'ok' ? (
          <Driven {...args} />
        ) : (
          <RechargeScreen list={list} logic={logicFor(args.save)} upload={fakeUpload(args.upload)} onRecharged={() => {}} />
        )}
      </AccountLayout>
    </WithToaster>
  )
}

const complete: FormEvent<RechargeDraft>[] = [
  { type: 'EDIT', field: 'amount', value: '100' },
  { type: 'EDIT', field: 'appId', value: 1 },
  { type: 'EDIT', field: 'payOrderPic', value: receiptPicture },
  { type: 'EDIT', field: 'bankno', value: 'TQ4x9zAbCdEfGhJkLmNoPqRsTuVwXyZ12' },
]

const meta = {
  title: 'Wallet/Recharge',
  component: Page,
  args: { load: 'ok', save: 'ok', upload: 'ok', options: rechargeOptions, events: [] },
  argTypes: {
    load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    save: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    upload: { control: 'inline-radio', options: ['ok', 'fail'] },
  },
  render: (args) => <Page key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing chosen: the button is disabled and says what is missing. */
export const Start: Story = {}
export const Loading: Story = { args: { load: 'pending' } }
export const Failed: Story = { args: { load: 'fail' } }
/** An option chosen and a method: its address, Copy, link and QR code show; the screenshot is missing. */
export const MethodChosen: Story = { args: { events: complete.slice(0, 2) } }
export const BankTransfer: Story = {
  args: {
    events: [
      { type: 'EDIT', field: 'amount', value: '500' },
      { type: 'EDIT', field: 'appId', value: 2 },
    ],
  },
}
/** A typed amount over the largest recharge. */
export const AmountTooHigh: Story = { args: { events: [{ type: 'EDIT', field: 'amount', value: '25000' }] } }
export const ReadyToSubmit: Story = { args: { events: complete } }
export const Submitting: Story = { args: { save: 'pending', events: [...complete, { type: 'SUBMIT' }] } }
export const Refused: Story = { args: { save: 'fail', events: [...complete, { type: 'SUBMIT' }] } }
/** Pick a file to see the upload fail with "Image upload failed". */
export const UploadFails: Story = { args: { upload: 'fail', events: complete.slice(0, 2) } }
/** One platform wallet: chosen by itself. */
export const OneMethod: Story = { args: { options: { ...rechargeOptions, platformWallets: [platformWallets[0]] } } }
export const NoMethod: Story = { args: { options: { ...rechargeOptions, platformWallets: [] } } }
export const Phone: Story = { args: { events: complete }, globals: phone }
