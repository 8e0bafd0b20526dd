import { Heading, Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountLayout } from '../../components/account/AccountLayout'

const meta = {
  title: 'Account/Layout',
  component: AccountLayout,
  args: {
    children: (
      <>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle="3xl" mb="4">
          Orders
        </Heading>
        <Text color="fg.muted">The page of the chosen menu entry goes here.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AccountLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {}
/** A shopper without a shop: "Apply for a shop" on top. */
export const ApplyForAShop: Story = { args: { shop: null } }
/** A shop owner: "My shop" on top, opening /shopProduct?no=3. */
export const WithUnreadAndShop: Story = {
  args: { unread: { leaveMessages: 2, systemMessages: 1 }, shop: { id: 3, shopname: 'Maison Lumière' } },
}
/** At 768 px or less the menu moves into a drawer behind "Account menu". */
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
