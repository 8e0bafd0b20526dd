import type { Meta, StoryObj } from '@storybook/react-vite'
import { emptyShellData } from './shellData'
import { sampleShellData, memberViewer } from '../../fakes/shell'
import { HomeScreen } from './HomeScreen'
import { ShellView } from './ShellView'
import { guestViewer } from './types'

const meta = {
  title: 'Shell/Layout',
  component: ShellView,
  args: { data: sampleShellData, viewer: guestViewer, children: <HomeScreen name="Vitrine" /> },
} satisfies Meta<typeof ShellView>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {}

export const LoggedIn: Story = { args: { viewer: memberViewer } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }

/** Every setting and content call failed: the shell still stands. */
export const WithoutServerData: Story = { args: { data: emptyShellData } }
