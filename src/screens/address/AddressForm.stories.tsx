import type { Meta, StoryObj } from '@storybook/react-vite'
import type { AnyEventObject } from 'xstate'
import { addressFormMachine, chooseCountry } from '../../../machines/address/addressForm'
import { notifyFailure } from '../../components/form/notifyFailure'
import { AccountLayout } from '../../components/account/AccountLayout'
import { fake, filling, sampleCaptcha, submit, useDrivenActor, WithToaster, type Outcome } from '../../fakes/actors'
import { sampleAddresses, sampleCountries } from '../../fakes/address'
import { AddressFormView } from './AddressFormScreen'

interface Args {
  editing: boolean
  captcha: Outcome
  save: Outcome
  /** Events replayed into the form before it is shown. */
  events: AnyEventObject[]
}

function Screen({ editing, captcha, save, events }: Args) {
  const logic = addressFormMachine.provide({
    actors: {
      loadCaptcha: fake(captcha, sampleCaptcha),
      submit: fake(save, 4, 'The picture code is wrong or has expired'),
    },
    actions: { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) },
  })
  const input = { countries: sampleCountries, address: editing ? sampleAddresses[0] : null }
  const actor = useDrivenActor(logic, events as never[], { input })
  return (
    <WithToaster>
      <AccountLayout>
        <AddressFormView actor={actor} countries={sampleCountries} back={{ to: '/myaddress' }} />
      </AccountLayout>
    </WithToaster>
  )
}

const filled = [
  ...filling({ firstname: 'Ann', surname: 'Lindqvist', mobile: '+1 415 555 0132', detailAddress: '1 Market Street' }),
  ...chooseCountry(sampleCountries, 'US'),
  ...filling({ province: 'US-CA', city: 'San Francisco', zipcode: '94105', yzcode: 'K7P2' }),
  submit,
]

const meta = {
  title: 'Account/Address form',
  component: Screen,
  args: { editing: false, captcha: 'ok', save: 'fail', events: [] },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const Blank: Story = {}
/** `addressNo` given: the address's fields, its country's provinces. */
export const Editing: Story = { args: { editing: true } }
/** Submitted empty: the first missing field, in the page's order. */
export const Invalid: Story = { args: { events: [submit] } }
/** A country with provinces chosen, the province left out. */
export const ProvinceMissing: Story = {
  args: { events: [...filled.slice(0, -1), { type: 'EDIT', field: 'province', value: '' }, submit] },
}
export const Busy: Story = { args: { save: 'pending', events: filled } }
/** The server refused: its message, a new picture, the typed code cleared. */
export const Failed: Story = { args: { events: filled } }
export const CaptchaFailed: Story = { args: { captcha: 'fail' } }
export const Narrow: Story = { args: { editing: true }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
