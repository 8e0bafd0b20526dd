import type { Meta, StoryObj } from '@storybook/react-vite'
import { ComingSoon } from '../../components/ComingSoon'
import { sampleShellData } from './fixtures'
import { HomeScreen } from './HomeScreen'
import { ZoneScreen } from './ZoneScreen'

const meta = { title: 'Shell/Pages' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = { render: () => <HomeScreen name="Vitrine" /> }
export const HomeMobile: Story = { ...Home, globals: { viewport: { value: 'mobile2', isRotated: false } } }
export const WomenZone: Story = { render: () => <ZoneScreen population="female" help={sampleShellData.systemArticles} signedIn={false} /> }
/** Help articles not configured: only the chat tile. */
export const KidsZoneWithoutHelp: Story = { render: () => <ZoneScreen population="children" help={null} signedIn /> }
export const ComingSoonPage: Story = { render: () => <ComingSoon /> }
