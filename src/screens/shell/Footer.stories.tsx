import type { Meta, StoryObj } from '@storybook/react-vite'
import { sampleShellData } from '../../fakes/shell'
import { Footer } from './Footer'
import { emptyShellData } from './shellData'

const meta = { title: 'Shell/Footer', component: Footer, args: { data: sampleShellData, lang: 'en', name: 'Vitrine' } } satisfies Meta<
  typeof Footer
>

export default meta
type Story = StoryObj<typeof meta>

export const Complete: Story = {}
export const French: Story = { args: { lang: 'fr' } }
/** Nothing configured: only the copyright line. */
export const Empty: Story = { args: { data: emptyShellData } }
