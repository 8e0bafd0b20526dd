import type { Meta, StoryObj } from '@storybook/react-vite'
import { ComingSoon } from '../../components/ComingSoon'
import { HomeScreen } from './HomeScreen'

const meta = { title: 'Shell/Pages' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Home: Story = { render: () => <HomeScreen name="Vitrine" /> }
export const HomeMobile: Story = { ...Home, globals: { viewport: { value: 'mobile2', isRotated: false } } }
export const ComingSoonPage: Story = { render: () => <ComingSoon /> }
