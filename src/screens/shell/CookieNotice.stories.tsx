import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CookieNoticeCard } from './CookieNoticeCard'

const meta = { title: 'Shell/Cookie notice', component: CookieNoticeCard, args: { onAccept: fn(), onReject: fn() } } satisfies Meta<
  typeof CookieNoticeCard
>

export default meta
export const Asking: StoryObj<typeof meta> = {}
