import { createContext, useContext } from 'react'
import type { AnyEventObject } from 'xstate'
import type { ElkPlacement } from './elkLayout'
import type { MachineExample } from './examples'
import type { PendingCall } from './fakeActors'

/** The transition line under the pointer: its key and the states it leads to. */
export interface Hover {
  key: string
  targets: string[]
}

/** What every part of the chart needs to know of the live run. */
export interface ChartView {
  machineId: string
  /** False when the machine is drawn without running it. */
  live: boolean
  active: ReadonlySet<string>
  hover: Hover | null
  setHover: (hover: Hover | null) => void
  /** Delayed events still to come: event type -> milliseconds left. */
  timers: ReadonlyMap<string, number>
  pending: readonly PendingCall[]
  example: MachineExample
  send: (event: AnyEventObject) => void
  /** Elk's boxes and routes when the chart is drawn with them, null for the hand layout. */
  layout: ElkPlacement | null
}

export const ChartContext = createContext<ChartView | null>(null)

export function useChart(): ChartView {
  const view = useContext(ChartContext)
  if (!view) throw new Error('useChart outside <Statechart>')
  return view
}
