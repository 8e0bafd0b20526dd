import type { Meta, StoryObj } from '@storybook/react-vite'
import { helpArticles, helpTypes } from '../../fakes/shop'
import type { HelpData } from './helpData'
import { HelpScreen, type HelpScreenProps } from './HelpScreen'

const data: HelpData = { types: helpTypes, type: helpTypes[0], articles: { list: helpArticles, total: 14 }, page: 1 }
const ready = (patch: Partial<HelpData>): HelpScreenProps['list'] => ({ status: 'ready', data: { ...data, ...patch } })

const base: HelpScreenProps = {
  list: ready({}),
  initialOpen: 'how-to-buy',
  nav: {
    typeLink: (code) => ({ to: '/customerService', search: { code } }),
    pageLink: (page) => ({ to: '/customerService', search: { page } }),
    onType: () => {},
    onSearch: () => {},
  },
}

const meta = {
  title: 'Help/Customer service',
  component: HelpScreen,
  args: base,
  render: (args) => <HelpScreen key={args.initialOpen} {...args} />,
} satisfies Meta<typeof HelpScreen>

export default meta
type Story = StoryObj<typeof meta>

export const ArticleOpen: Story = {}
export const AllFolded: Story = { args: { initialOpen: undefined } }
export const SizeTable: Story = { args: { initialOpen: 'sizes' } }
export const Searched: Story = {
  args: { words: 'refund', list: ready({ type: null, articles: { list: helpArticles.slice(2), total: 2 } }), initialOpen: undefined },
}
export const LinkTitle: Story = { args: { title: 'Privacy policy' } }
export const Empty: Story = { args: { list: ready({ articles: { list: [], total: 0 } }) } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
export const Loading: Story = { args: { list: { status: 'loading' } } }
export const Failed: Story = { args: { list: { status: 'failed', retry: () => {} } } }
