import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SlowLoadNotice } from './SlowLoadNotice'

const meta = { title: 'Shell/Slow page notice', component: SlowLoadNotice, args: { onRetry: fn() } } satisfies Meta<typeof SlowLoadNotice>

export default meta
/** A page's code or data still loading after 120 s. */
export const AfterTwoMinutes: StoryObj<typeof meta> = {}
