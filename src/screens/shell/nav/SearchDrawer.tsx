import { useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { Population } from '../../../../contract/locale'
import { searchDrawerMachine, type SearchRequest } from '../../../../machines/search/searchDrawer'
import { searchHistoryMachine } from '../../../../machines/search/searchHistory'
import { SearchDrawerView } from './SearchDrawerView'

/** The local-storage key (docs/behaviour.md#catalog) of the search history. */
const storageKey = 'searchHistory'

function readHistory(): unknown {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? '[]')
  } catch {
    return []
  }
}

function writeHistory(words: string[]) {
  try {
    localStorage.setItem(storageKey, JSON.stringify(words))
  } catch {
    // Private mode or full storage: the history lives for this page only.
  }
}

/** The header's search drawer: the machine bound to navigation and storage, opened and closed by the header. */
export function SearchDrawer({ open, onClose, population }: { open: boolean; onClose: () => void; population: Population }) {
  const navigate = useNavigate()
  const go = useRef((request: SearchRequest) => {
    void navigate(
      request.type === 'shop'
        ? { to: '/shop/search', search: { word: request.word } }
        : { to: '/product/search', search: { population: request.type, word: request.word } },
    )
  })
  const actor = useActorRef(
    searchDrawerMachine.provide({
      actions: { search: (_, request) => go.current(request) },
      actors: { history: searchHistoryMachine.provide({ actions: { persist: (_, { words }) => writeHistory(words) } }) },
    }),
    { input: { population, history: readHistory() } },
  )
  useEffect(() => actor.send(open ? { type: 'OPEN', population } : { type: 'CLOSE' }), [actor, open, population])
  const closed = useRef(onClose)
  closed.current = onClose
  useEffect(() => {
    const subscription = actor.subscribe((s) => s.matches('closed') && closed.current())
    return () => subscription.unsubscribe()
  }, [actor])
  return <SearchDrawerView actor={actor} />
}
