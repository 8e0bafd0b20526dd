import { useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { slowLoadMachine } from '../../../machines/shell/slowLoad'
import { SlowLoadNotice } from './SlowLoadNotice'

const reloading = slowLoadMachine.provide({ actions: { reload: () => window.location.reload() } })

/** Watches the router: a page whose code or data is still loading after 120 s gets the notice and its retry. */
export function SlowLoad() {
  const loading = useRouterState({ select: (s) => s.status === 'pending' })
  const actor = useActorRef(reloading)
  useEffect(() => actor.send({ type: loading ? 'LOADING' : 'LOADED' }), [actor, loading])
  const slow = useSelector(actor, (s) => s.hasTag('slow'))
  return slow ? <SlowLoadNotice onRetry={() => actor.send({ type: 'RETRY' })} /> : null
}
