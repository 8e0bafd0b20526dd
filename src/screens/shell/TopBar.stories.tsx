import type { Meta, StoryObj } from '@storybook/react-vite'
import { memberViewer } from '../../fakes/shell'
import { TopBar } from './TopBar'
import { guestViewer } from './types'

const meta = { title: 'Shell/Top bar', component: TopBar, args: { viewer: guestViewer } } satisfies Meta<typeof TopBar>

export default meta
type Story = StoryObj<typeof meta>

export const Guest: Story = {}
export const LoggedIn: Story = { args: { viewer: memberViewer } }
export const Kids: Story = { args: { viewer: { ...guestViewer, population: 'children', lang: 'fr', currencyCode: 'EUR' } } }
