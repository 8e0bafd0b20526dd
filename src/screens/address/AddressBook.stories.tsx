import type { Meta, StoryObj } from '@storybook/react-vite'
import { WithToaster } from '../../fakes/actors'
import { sampleAddresses, sampleAddressPage } from '../../fakes/address'
import { AccountLayout } from '../../components/account/AccountLayout'
import { AddressBookScreen, type AddressBookProps } from './AddressBookScreen'

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 600))
const links: AddressBookProps['links'] = {
  add: { to: '/addAddress' },
  edit: () => ({ to: '/addAddress' }),
  page: () => ({ to: '/myaddress' }),
}
const ready = (list = sampleAddresses, total = list.length): AddressBookProps['list'] => ({
  status: 'ready',
  data: { page: { list, total }, pageNo: 1 },
})

const meta = {
  title: 'Account/Address book',
  component: AddressBookScreen,
  args: { list: ready(), links, actions: { setDefault: settle, remove: settle } },
  render: (args) => (
    <WithToaster>
      <AccountLayout>
        <AddressBookScreen {...args} />
      </AccountLayout>
    </WithToaster>
  ),
} satisfies Meta<typeof AddressBookScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = { args: { list: { status: 'loading' } } }
export const Failed: Story = { args: { list: { status: 'failed', retry: () => {} } } }
export const Empty: Story = { args: { list: ready([]) } }
/** The default first; edit, set default, delete (with a confirmation). */
export const Filled: Story = {}
/** Ten of fourteen: the list scrolls within 500 px, pages below. */
export const FullPage: Story = { args: { list: { status: 'ready', data: { page: sampleAddressPage, pageNo: 1 } } } }
/** Checkout sent the shopper here (t = 2): each address can be used for the order. */
export const UseThisAddress: Story = { args: { links: { ...links, use: () => ({ to: '/basket', search: { step: 2 } }) } } }
export const Narrow: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
