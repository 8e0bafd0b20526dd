import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorCode } from '../../../contract/codes'
import { ApiError } from '../../api/client'
import { sampleOptions, sampleProducts } from '../../fakes/catalog'
import { ProductListError, ProductListPending, ProductListScreen, type ProductListProps } from './ProductListScreen'

const base: ProductListProps = {
  title: 'Coats',
  crumbs: [{ label: 'Women', link: { to: '/categoryIndex' } }, { label: 'Coats' }],
  result: { list: sampleProducts, total: 187 },
  options: sampleOptions,
  selection: {},
  sort: undefined,
  page: 1,
  onApply: () => {},
  onSort: () => {},
  pageLink: () => ({ to: '/categoryIndex' }),
}

const meta = {
  title: 'Catalog/Product list',
  component: ProductListScreen,
  args: base,
} satisfies Meta<typeof ProductListScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
export const Filtered: Story = {
  args: { selection: { brand: [1], 'property:2': [23] }, sort: 2, page: 4, result: { list: sampleProducts.slice(0, 6), total: 66 } },
}
export const Empty: Story = { args: { result: { list: [], total: 0 } } }
export const DrawerOpen: Story = { args: { drawerOpen: true, selection: { 'property:2': [22] } } }
export const Loading: Story = { render: () => <ProductListPending /> }
/** The service answered with a refusal: its own message (here a rate limit), in the shopper's language. */
export const FailedWithServerMessage: Story = {
  render: () => (
    <ProductListError
      error={new ApiError(ErrorCode.tooManyRequests, 'Too many requests: please wait a minute and try again.')}
      onRetry={() => {}}
    />
  ),
}
/** Nothing answered: the connection is the likely cause. */
export const FailedOffline: Story = {
  render: () => <ProductListError error={new ApiError('network', 'Failed to fetch')} onRetry={() => {}} />,
}
/** Something else broke while showing the list. */
export const FailedUnknown: Story = { render: () => <ProductListError error={new TypeError('x is undefined')} onRetry={() => {}} /> }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
