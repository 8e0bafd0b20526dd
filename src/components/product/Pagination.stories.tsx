import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination } from './Pagination'

function Interactive({ start, total }: { start: number; total: number }) {
  const [page, setPage] = useState(start)
  return <Pagination page={page} total={total} pageSize={20} onChange={setPage} />
}

const meta = {
  title: 'Catalog/Pagination',
  component: Interactive,
  args: { start: 1, total: 20 * 30 },
} satisfies Meta<typeof Interactive>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}
export const MiddlePage: Story = { args: { start: 15 } }
export const LastPage: Story = { args: { start: 30 } }
export const FewPages: Story = { args: { start: 2, total: 75 } }
