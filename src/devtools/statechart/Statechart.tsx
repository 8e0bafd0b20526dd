import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import { Arrows } from './Arrows'
import { ChartContext, type ChartView, type Hover } from './chartContext'
import { activeStateIds, describeMachine, stateCount } from './chartModel'
import type { MachineExample } from './examples'
import { LivePanel } from './LivePanel'
import { StateBox } from './StateBox'
import { type ChartLayout, useChartLayout } from './useChartLayout'
import { useLiveActor } from './useLiveActor'

export interface StatechartProps {
  machine: AnyStateMachine
  /** Input, event payloads and actor outputs to run it with. */
  example?: MachineExample
  /** Draw only, without running an actor. */
  staticOnly?: boolean
  /** Shown beside the chart, inside it (it may highlight states and transitions). */
  aside?: ReactNode
}

const noExample: MachineExample = {}
const noInput = {}

export type ArrowMode = 'all' | 'live'

function layoutNote(layout: ChartLayout | null): string {
  if (!layout) return 'layout: measuring…'
  const elk = layout.elkCrossings === null ? 'elk: not used' : `elk: ${layout.elkCrossings} in ${layout.elkMs} ms`
  return `layout: ${layout.kind === 'elk' ? 'elk' : 'by hand'} · crossings by hand: ${layout.handCrossings}, ${elk}`
}

interface LegendProps {
  arrows: ArrowMode
  onArrows: (mode: ArrowMode) => void
  layout: ChartLayout | null
}

function Legend({ arrows, onArrows, layout }: LegendProps) {
  const items = [
    { label: 'active', border: 'green.600', bg: 'green.50' },
    { label: 'target of the hovered line', border: 'orange.400', bg: 'orange.50' },
  ]
  return (
    <HStack gap="4" fontSize="xs" color="fg.muted" mb="3" wrap="wrap">
      {items.map((item) => (
        <HStack key={item.label} gap="1.5">
          <Box w="3" h="3" rounded="sm" borderWidth="2px" borderColor={item.border} bg={item.bg} />
          {item.label}
        </HStack>
      ))}
      <Text>green chips send their event · hover a line to see where it leads</Text>
      <Text data-layout-note>{layoutNote(layout)}</Text>
      <HStack gap="1" ms="auto" role="group" aria-label="Arrows">
        <Text>arrows:</Text>
        {(['all', 'live'] as const).map((mode) => (
          <Button
            key={mode}
            size="2xs"
            variant={arrows === mode ? 'solid' : 'outline'}
            aria-pressed={arrows === mode}
            onClick={() => onArrows(mode)}
          >
            {mode === 'all' ? 'all' : 'active + hovered'}
          </Button>
        ))}
      </HStack>
    </HStack>
  )
}

/**
 * A statechart drawn from the machine's own definition, with a live actor beside it: the active
 * states are highlighted, events are sent by clicking them, invoked actors wait for the analyst.
 */
export function Statechart({ machine, example = noExample, staticOnly = false, aside }: StatechartProps) {
  const chart = useMemo(() => describeMachine(machine), [machine])
  const live = useLiveActor(machine, example.input ?? noInput, !staticOnly)
  const [hover, setHover] = useState<Hover | null>(null)
  // Past a handful of states, drawing every arrow makes a tangle.
  const [arrows, setArrows] = useState<ArrowMode>(() => (stateCount(chart) <= 7 ? 'all' : 'live'))
  const container = useRef<HTMLDivElement>(null)
  const layout = useChartLayout(container, chart)
  const value = live.snapshot?.value
  const active = useMemo(() => new Set(value === undefined ? [] : activeStateIds(machine.root, value)), [machine, value])
  const view: ChartView = {
    machineId: machine.id,
    live: Boolean(live.snapshot) && live.snapshot?.status === 'active',
    active,
    hover,
    setHover,
    timers: live.timers,
    pending: live.pending,
    example,
    send: live.send,
    layout: layout?.kind === 'elk' ? layout.placement : null,
  }
  return (
    <ChartContext value={view}>
      <Flex direction={{ base: 'column', lg: 'row' }} minH="100vh" bg="bg" align="stretch">
        <Box flex="1" minW="0" p="6" overflow="auto">
          <Legend arrows={arrows} onArrows={setArrows} layout={layout} />
          <Box
            position="relative"
            w="max-content"
            minW="full"
            ref={container}
            data-chart
            data-layout={layout?.kind}
            data-hand-crossings={layout?.handCrossings}
            data-elk-crossings={layout?.elkCrossings ?? undefined}
            data-elk-ms={layout?.elkMs ?? undefined}
          >
            <StateBox state={chart} initial={false} />
            <Arrows container={container} mode={arrows} />
          </Box>
        </Box>
        {aside}
        {!staticOnly && <LivePanel live={live} example={example} />}
      </Flex>
    </ChartContext>
  )
}
