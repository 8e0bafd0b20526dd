import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createActor } from 'xstate'
import { searchDrawerMachine, type SearchType } from '../../../../machines/search/searchDrawer'
import { SearchDrawerView } from './SearchDrawerView'

/** An open drawer on the real machine; searching only logs. */
function Drawer({ history = [], type }: { history?: string[]; type?: SearchType }) {
  const [actor] = useState(() => {
    const a = createActor(searchDrawerMachine.provide({ actions: { search: (_, request) => console.info('search', request) } }), {
      input: { population: 'female', history },
    }).start()
    a.send({ type: 'OPEN', population: 'female' })
    if (type) a.send({ type: 'SELECT_TYPE', searchType: type })
    return a
  })
  return <SearchDrawerView actor={actor} />
}

const meta = { title: 'Shell/Search drawer', component: Drawer } satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHistory: Story = {
  args: {
    history: [
      'linen dress',
      'trench coat',
      'Atelier Nord',
      'loafers',
      'silk scarf',
      'cashmere',
      'wide-leg trousers',
      'tote',
      'sneakers',
      'blazer',
      'an eleventh, not shown',
    ],
  },
}
export const ShopType: Story = { args: { type: 'shop', history: ['Atelier Nord'] } }
