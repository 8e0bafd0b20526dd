import type { Meta, StoryObj } from '@storybook/react-vite'
import { ListingStatus } from '../../../contract/lifecycles'
import type { ListingMove, SellerProduct } from '../../../contract/seller'
import { productEditorFor } from '../../../machines/seller/productEditor'
import { fake, type Outcome, settleAs, WithToaster } from '../../fakes/actors'
import { sellerDraft, sellerEditorData } from '../../fakes/seller'
import type { ListState } from '../../lib/listState'
import type { EditorData } from './editorData'
import { ProductEditorScreen } from './ProductEditorScreen'
import { SellerLayout } from './SellerLayout'

interface Args {
  state: 'loading' | 'new' | 'draft' | 'live' | 'failed'
  /** How the service answers a save (the draft's and Save's), a submit and an upload. */
  call: Outcome
}

const products: Record<'new' | 'draft' | 'live', SellerProduct> = {
  new: sellerEditorData.product,
  draft: sellerDraft,
  live: { ...sellerDraft, listing: ListingStatus.live },
}

function Screen({ state, call }: Args) {
  const page: ListState<EditorData> =
    state === 'loading'
      ? { status: 'loading' }
      : state === 'failed'
        ? { status: 'failed', retry: () => {} }
        : { status: 'ready', data: { ...sellerEditorData, product: products[state] } }
  const calls = {
    save: (p: SellerProduct) =>
      settleAs<ListingMove>(call, { id: p.id ?? 7, listing: p.listing ?? ListingStatus.draft }, 'The service is away'),
    submit: (id: number) => settleAs<ListingMove>(call, { id, listing: ListingStatus.review }, 'The service is away'),
    upload: fake<string, File>(call, sellerDraft.colours[0].pictures[0], 'Upload refused'),
  }
  return (
    <WithToaster>
      <SellerLayout shop={{ id: 3, shopname: 'Maison Lumière' }}>
        <ProductEditorScreen page={page} logic={(p) => productEditorFor(p, calls)} saveOnLeave={() => {}} />
      </SellerLayout>
    </WithToaster>
  )
}

/** /seller/products/new and /seller/products/$id: the product editor. */
const meta = {
  title: 'Seller/Product editor',
  component: Screen,
  args: { state: 'new', call: 'ok' },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'new', 'draft', 'live', 'failed'] },
    call: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => <Screen key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof Screen>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}
export const Edit: Story = { args: { state: 'draft' } }
/** A listed product: no draft, Save sends the change to review. */
export const Live: Story = { args: { state: 'live' } }
/** Submitted without an English name: the message stands beside the name. */
export const Invalid: Story = {
  args: { state: 'draft' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Name (English)'))
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for review' }))
  },
}
/** The draft being saved: the service does not answer. */
export const Saving: Story = {
  args: { state: 'draft', call: 'pending' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Name (English)'), ', washed')
  },
}
export const Loading: Story = { args: { state: 'loading' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Phone: Story = { args: { state: 'draft' }, globals: { viewport: { value: 'mobile2', isRotated: false } } }
