import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberViewer, sampleShellData } from '../../fakes/shell'
import { Header } from './Header'
import { navEntriesFor } from './shellData'
import { guestViewer } from './types'

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { viewer: guestViewer, name: 'Vitrine', logo: '', entries: navEntriesFor(sampleShellData, 'female') },
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Wordmark: Story = {}
export const WithCounts: Story = { args: { viewer: memberViewer } }
/** No design template yet: the catalogue basics. */
export const DefaultNavigation: Story = { args: { entries: [] } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
