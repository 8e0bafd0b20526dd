import type { Meta, StoryObj } from '@storybook/react-vite'
import { productActionsMachine } from '../../../machines/seller/productActions'
import { fake, type Outcome, WithToaster } from '../../fakes/actors'
import { emptySellerPage, sellerPage } from '../../fakes/seller'
import type { ListState } from '../../lib/listState'
import { SellerLayout } from './SellerLayout'
import { ProductsScreen } from './ProductsScreen'

const storyCategories = [
  { id: 31, name: 'Women / Clothing / Tops / Shirts' },
  { id: 32, name: 'Women / Clothing / Dresses / Maxi dresses' },
  { id: 51, name: 'Men / Knitwear / Jumpers / Crew necks' },
]

interface Args {
  state: 'loading' | 'list' | 'empty' | 'noMatch' | 'failed'
  call: Outcome
}

function Screen({ state, call }: Args) {
  const list: ListState<typeof sellerPage> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: state === 'list' ? sellerPage : emptySellerPage }
  const actions = productActionsMachine.provide({ actors: { act: fake(call, undefined, 'This product has changed, reload the page') } })
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
        <ProductsScreen
          list={list}
          query={{ page: 1, name: state === 'noMatch' ? 'velvet' : undefined }}
          onQuery={() => {}}
          pageLink={() => ({ to: '/' })}
          categories={storyCategories}
          actions={actions}
        />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/products: the shop's products, every listing state, with their quick actions. */
const meta = {
  title: 'Seller/Products',
  component: Screen,
  args: { state: 'list', call: 'ok' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'list', 'empty', 'noMatch', 'failed'] },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {}
export const Empty: Story = { args: { state: 'empty' } }
export const NoMatch: Story = { args: { state: 'noMatch' } }
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
/** Deleting a draft asks first. */
export const DeleteQuestion: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^Delete: / }))
  },
}
export const Phone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
