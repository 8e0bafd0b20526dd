import { Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react'
import { Timer } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useChart } from './chartContext'
import { formatDelay, shortId, type ChartBranch, type ChartTransition } from './chartModel'
import { JsonField, parseJson, pretty } from './JsonField'

const chipColors = {
  event: { bg: 'gray.100', color: 'gray.800' },
  after: { bg: 'orange.50', color: 'orange.800' },
  always: { bg: 'purple.50', color: 'purple.800' },
  done: { bg: 'teal.50', color: 'teal.800' },
  error: { bg: 'red.50', color: 'red.800' },
  stateDone: { bg: 'teal.50', color: 'teal.800' },
} as const

const Mono = chakra('span', { base: { fontFamily: 'mono', fontSize: 'xs', lineHeight: '1.5' } })

interface EventChipProps {
  transition: ChartTransition
  sendable: boolean
  hasFields: boolean
  onSend: () => void
}

/** The event's name; on an active state it is a button that sends the event. */
function EventChip({ transition, sendable, hasFields, onSend }: EventChipProps) {
  const { timers } = useChart()
  const remaining = transition.kind === 'after' ? timers.get(transition.eventType) : undefined
  const colors = chipColors[transition.kind]
  const chip = {
    fontFamily: 'mono',
    fontSize: 'xs',
    fontWeight: 'semibold',
    px: '2',
    py: '0.5',
    rounded: 'full',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'transparent',
  } as const
  const label = (
    <>
      {transition.label}
      {hasFields && <chakra.span opacity={0.7}> {'{…}'}</chakra.span>}
      {remaining !== undefined && (
        <chakra.span ms="1.5" display="inline-flex" alignItems="center" gap="0.5" verticalAlign="bottom" data-countdown>
          <Timer size={11} aria-label="time left" />
          {formatDelay(Math.ceil(remaining / 100) * 100)}
        </chakra.span>
      )}
    </>
  )
  if (!sendable)
    return (
      <chakra.span {...chip} {...colors} data-chip={transition.key}>
        {label}
      </chakra.span>
    )
  return (
    <chakra.button
      type="button"
      {...chip}
      bg="green.600"
      color="white"
      cursor="pointer"
      _hover={{ bg: 'green.700' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'green.300' }}
      onClick={onSend}
      data-chip={transition.key}
      title={hasFields ? `Edit the payload and send ${transition.eventType}` : `Send ${transition.eventType}`}
    >
      {label}
    </chakra.button>
  )
}

function TargetChip({ id, reenter, sourceId }: { id: string; reenter: boolean; sourceId: string }) {
  const { machineId } = useChart()
  const self = id === sourceId
  return (
    <Mono color="blue.700" fontWeight="medium" data-arrow-to={self ? undefined : id}>
      {self && reenter ? '↻ ' : '→ '}
      {shortId(machineId, id)}
    </Mono>
  )
}

function BranchLine({ branch, sourceId, otherwise }: { branch: ChartBranch; sourceId: string; otherwise: boolean }) {
  return (
    <HStack gap="1.5" flexWrap="wrap" align="baseline" minW="0">
      {branch.guard ? <Mono color="purple.700">[{branch.guard}]</Mono> : otherwise && <Mono color="fg.muted">[else]</Mono>}
      {branch.targets.map((id) => (
        <TargetChip key={id} id={id} reenter={branch.reenter} sourceId={sourceId} />
      ))}
      {branch.targets.length === 0 && branch.actions.length === 0 && <Mono color="fg.muted">(ignored)</Mono>}
      {branch.actions.length > 0 && (
        <Mono color="fg.muted" title="actions">
          / {branch.actions.join(', ')}
        </Mono>
      )}
    </HStack>
  )
}

function PayloadEditor({ eventType, initial, onDone }: { eventType: string; initial: unknown; onDone: () => void }) {
  const { send } = useChart()
  const [text, setText] = useState(pretty(initial))
  const parsed = parseJson(text)
  const fields = parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? parsed.value : {}
  return (
    <Box mt="1.5" p="2" bg="green.50" rounded="sm" borderWidth="1px" borderColor="green.200">
      <JsonField label={`${eventType} payload`} value={text} onChange={setText} rows={Math.min(6, text.split('\n').length)} />
      <HStack mt="1.5" gap="1.5">
        <Button
          size="2xs"
          colorPalette="green"
          disabled={!parsed.ok}
          onClick={() => {
            send({ ...fields, type: eventType })
            onDone()
          }}
        >
          Send {eventType}
        </Button>
        <Button size="2xs" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Box>
  )
}

/** One event (or delay, or eventless transition) of a state with its guarded branches. */
export function TransitionRow({
  transition,
  sourceId,
  sourceActive,
}: {
  transition: ChartTransition
  sourceId: string
  sourceActive: boolean
}) {
  const chart = useChart()
  const [editing, setEditing] = useState(false)
  const fields = chart.example.events?.[transition.eventType]
  const sendable = chart.live && sourceActive && transition.kind === 'event' && !transition.eventType.includes('*')
  const targets = transition.branches.flatMap((b) => b.targets)
  const [first, ...rest] = transition.branches
  const hovered = chart.hover?.key === transition.key
  return (
    <Box
      data-transition={transition.key}
      onMouseEnter={() => chart.setHover({ key: transition.key, targets })}
      onMouseLeave={() => chart.setHover(null)}
      py="0.5"
      px="1"
      mx="-1"
      rounded="sm"
      bg={hovered ? 'orange.50' : undefined}
    >
      <Flex gap="1.5" align="baseline" wrap="wrap">
        <EventChip
          transition={transition}
          sendable={sendable}
          hasFields={Boolean(fields)}
          onSend={() => (fields ? setEditing(true) : chart.send({ type: transition.eventType }))}
        />
        {rest.length === 0 && first && <BranchLine branch={first} sourceId={sourceId} otherwise={false} />}
      </Flex>
      {rest.length > 0 && (
        <Box ps="3" ms="2" mt="0.5" borderStartWidth="2px" borderColor="border.muted">
          {transition.branches.map((branch, i) => (
            <BranchLine key={i} branch={branch} sourceId={sourceId} otherwise />
          ))}
        </Box>
      )}
      {editing && sendable && <PayloadEditor eventType={transition.eventType} initial={fields} onDone={() => setEditing(false)} />}
    </Box>
  )
}

/** A titled group of lines in a state box (entry, exit, invoke). */
export function NoteLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text as="div" fontSize="xs" color="fg.muted" lineHeight="1.5">
      <Mono color="fg.muted" me="1.5">
        {label}
      </Mono>
      {children}
    </Text>
  )
}
