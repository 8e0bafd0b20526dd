import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { useChart } from './chartContext'
import { columns, type ChartInvoke, type ChartState } from './chartModel'
import type { ElkPlacement } from './elkLayout'
import { NoteLine, TransitionRow } from './TransitionRow'

/** The UML initial pseudostate: a dot with an arrow into the state entered first. */
function InitialMarker() {
  return (
    <svg width="22" height="10" viewBox="0 0 22 10" aria-label="initial state" role="img">
      <circle cx="4" cy="5" r="4" fill="currentColor" />
      <path d="M8 5h10M14 1.5 18.5 5 14 8.5" stroke="currentColor" strokeWidth="1.5" fill="none" />
    </svg>
  )
}

function typeBadge(state: ChartState): string | null {
  if (state.type === 'history') return state.history === 'deep' ? 'history H*' : 'history H'
  if (state.type === 'parallel' || state.type === 'final') return state.type
  return null
}

function Header({ state, initial, active, root }: { state: ChartState; initial: boolean; active: boolean; root: boolean }) {
  const badge = typeBadge(state)
  return (
    <HStack gap="1.5" mb="1" color={active ? 'green.800' : 'fg'}>
      {initial && <InitialMarker />}
      <Text as="span" fontWeight="semibold" fontSize={root ? 'md' : 'sm'} fontFamily={root ? 'heading' : undefined} data-state-name>
        {state.key}
      </Text>
      {active && !root && <Box w="2" h="2" rounded="full" bg="green.500" title="active" />}
      {badge && (
        <Badge size="xs" variant="outline" colorPalette="gray">
          {badge}
        </Badge>
      )}
      {state.tags.map((tag) => (
        <Badge key={tag} size="xs" variant="subtle" colorPalette="blue">
          {tag}
        </Badge>
      ))}
    </HStack>
  )
}

function InvokeBlock({ invoke, sourceId, active }: { invoke: ChartInvoke; sourceId: string; active: boolean }) {
  const { pending } = useChart()
  const inFlight = active && pending.some((call) => call.name === invoke.src)
  return (
    <Box mt="1">
      <NoteLine label="invoke">
        <Text as="span" fontFamily="mono" color="teal.800" fontWeight="medium">
          {invoke.src}
        </Text>
        {inFlight && (
          <Badge ms="1.5" size="xs" colorPalette="teal" variant="solid">
            in flight
          </Badge>
        )}
      </NoteLine>
      <Box ps="3">
        {[invoke.done, invoke.error].map(
          (t) => t && <TransitionRow key={t.key} transition={t} sourceId={sourceId} sourceActive={active} />,
        )}
      </Box>
    </Box>
  )
}

/** The child states where elk put them, inside the area its padding left under the parent's own lines. */
function PlacedChildren({ state, boxes }: { state: ChartState; boxes: ElkPlacement['boxes'] }) {
  const parent = boxes.get(state.id)
  if (!parent) return null
  const { inset } = parent
  return (
    <Box
      data-children
      position="relative"
      mt="3"
      w={`${parent.width - 2 * inset.left}px`}
      h={`${parent.height - inset.top - inset.left}px`}
    >
      {state.children.map((child) => {
        const placed = boxes.get(child.id)
        return (
          placed && (
            <Box key={child.id} position="absolute" left={`${placed.x - inset.left}px`} top={`${placed.y - inset.top}px`}>
              <StateBox state={child} initial={child.id === state.initial} />
            </Box>
          )
        )
      })}
    </Box>
  )
}

function Children({ state }: { state: ChartState }) {
  const { layout } = useChart()
  if (layout && state.type !== 'parallel') return <PlacedChildren state={state} boxes={layout.boxes} />
  if (state.type === 'parallel') {
    return (
      <Flex mt="2" align="stretch" data-parallel>
        {state.children.map((child, i) => (
          <Box key={child.id} px="3" borderStartWidth={i === 0 ? 0 : '2px'} borderStyle="dashed" borderColor="border.emphasized">
            <StateBox state={child} initial={false} region />
          </Box>
        ))}
      </Flex>
    )
  }
  return (
    // Room underneath for the arrows that pass under sibling states.
    <Flex mt="3" pb="8" gap="12" align="flex-start" data-children>
      {columns(state).map((column, i) => (
        <Stack key={i} gap="6" align="stretch">
          {column.map((child) => (
            <StateBox key={child.id} state={child} initial={child.id === state.initial} />
          ))}
        </Stack>
      ))}
    </Flex>
  )
}

function frame(active: boolean, targeted: boolean, compound: boolean) {
  if (targeted) return { borderColor: 'orange.400', bg: 'orange.50', outline: '2px solid', outlineColor: 'orange.300' }
  if (active) return { borderColor: 'green.600', bg: compound ? 'bg.panel' : 'green.50', outline: '2px solid', outlineColor: 'green.200' }
  return { borderColor: 'border.emphasized', bg: 'bg.panel' }
}

/** A state with its invokes, transitions and (nested) child states. */
export function StateBox({ state, initial, region = false }: { state: ChartState; initial: boolean; region?: boolean }) {
  const chart = useChart()
  const active = chart.active.has(state.id)
  const targeted = chart.hover?.targets.includes(state.id) ?? false
  const root = state.id === chart.machineId
  const final = state.type === 'final'
  const placed = chart.layout?.boxes.get(state.id)
  // Elk sized a parent around its children; a leaf keeps the size it was measured at, growing down if it must.
  const size =
    placed &&
    (state.children.length ? { w: `${placed.width}px`, h: `${placed.height}px` } : { w: `${placed.width}px`, minH: `${placed.height}px` })
  const box = region
    ? { p: '1', bg: targeted ? 'orange.50' : undefined }
    : {
        p: '3',
        rounded: 'lg',
        borderWidth: final ? '4px' : '1.5px',
        borderStyle: final ? 'double' : 'solid',
        shadow: root ? undefined : 'xs',
        ...frame(active && !root, targeted, state.children.length > 0),
        ...(root && { bg: 'bg.subtle', borderColor: 'border' }),
      }
  return (
    <Box
      data-state-id={state.id}
      data-active={active ? 'true' : undefined}
      minW={region ? undefined : '48'}
      maxW={state.children.length ? undefined : 'xl'}
      transition="background 120ms, border-color 120ms"
      {...box}
      {...size}
    >
      <Header state={state} initial={initial} active={active} root={root} />
      {state.description && (
        <Text fontSize="xs" color="fg.muted" mb="1">
          {state.description}
        </Text>
      )}
      {state.entry.length > 0 && <NoteLine label="entry">{state.entry.join(', ')}</NoteLine>}
      {state.exit.length > 0 && <NoteLine label="exit">{state.exit.join(', ')}</NoteLine>}
      {state.invokes.map((invoke) => (
        <InvokeBlock key={invoke.id} invoke={invoke} sourceId={state.id} active={active} />
      ))}
      {state.transitions.length > 0 && (
        <Stack gap="0" mt="1">
          {state.transitions.map((t) => (
            <TransitionRow key={t.key} transition={t} sourceId={state.id} sourceActive={active} />
          ))}
        </Stack>
      )}
      {state.children.length > 0 && <Children state={state} />}
    </Box>
  )
}
