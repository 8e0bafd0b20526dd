import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { CircleDot, CircleX, Cog, Zap, type LucideIcon } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate'
import type { MachineExample } from './examples'
import type { PendingCall } from './fakeActors'
import { JsonField, parseJson, pretty } from './JsonField'
import type { LiveActor, LogEntry } from './useLiveActor'

const Pre = chakra('pre', {
  base: {
    fontFamily: 'mono',
    fontSize: 'xs',
    lineHeight: '1.45',
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'sm',
    p: '2',
    m: '0',
  },
})

export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <HStack justify="space-between" mb="1.5">
        <Text fontSize="2xs" fontWeight="bold" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          {title}
        </Text>
        {aside}
      </HStack>
      {children}
    </Box>
  )
}

const stateText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** The actor's name in the output map: the last segment of `countdown › sendCode`. */
const actorName = (call: PendingCall) => call.name.split(' › ').pop()!

function CallCard({ call, example }: { call: PendingCall; example: MachineExample }) {
  const [output, setOutput] = useState(pretty(example.outputs?.[actorName(call)] ?? null))
  const [message, setMessage] = useState('Rejected in the statechart viewer')
  const parsed = parseJson(output)
  return (
    <Box p="2" bg="teal.50" borderWidth="1px" borderColor="teal.200" rounded="md" data-call={call.name}>
      <Text fontFamily="mono" fontSize="xs" fontWeight="semibold" color="teal.900">
        {call.name}
      </Text>
      {call.input !== undefined && (
        <Text fontFamily="mono" fontSize="2xs" color="fg.muted" truncate title={JSON.stringify(call.input)}>
          input {JSON.stringify(call.input)}
        </Text>
      )}
      <Stack gap="1.5" mt="1.5">
        <JsonField label={`${call.name} output`} value={output} onChange={setOutput} rows={Math.min(8, output.split('\n').length)} />
        <HStack gap="1.5">
          <Button size="2xs" colorPalette="teal" disabled={!parsed.ok} onClick={() => parsed.ok && call.resolve(parsed.value)}>
            Resolve
          </Button>
          <Input
            size="2xs"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-label={`${call.name} error message`}
            flex="1"
            bg="bg.panel"
          />
          <Button size="2xs" colorPalette="red" variant="outline" onClick={() => call.reject(message)}>
            Reject
          </Button>
        </HStack>
      </Stack>
    </Box>
  )
}

function ChildMachines({ actors }: { actors: Record<string, AnyActorRef | undefined> }) {
  const machines = Object.entries(actors).flatMap(([id, ref]) => {
    const snapshot = ref?.getSnapshot() as Partial<AnyMachineSnapshot> | undefined
    return snapshot?.value === undefined ? [] : [{ id, value: snapshot.value, context: snapshot.context }]
  })
  if (machines.length === 0) return null
  return (
    <Section title="Child machines">
      <Stack gap="1">
        {machines.map((child) => (
          <Box key={child.id}>
            <Text fontFamily="mono" fontSize="xs">
              <chakra.span fontWeight="semibold">{child.id}</chakra.span> · {stateText(child.value)}
            </Text>
            <Pre maxH="24" overflow="auto">
              {pretty(child.context)}
            </Pre>
          </Box>
        ))}
      </Stack>
    </Section>
  )
}

function AnyEvent({ onSend }: { onSend: (event: { type: string }) => void }) {
  const [text, setText] = useState('{ "type": "" }')
  const parsed = parseJson(text)
  const event = parsed.ok && typeof (parsed.value as { type?: unknown })?.type === 'string' ? (parsed.value as { type: string }) : null
  return (
    <Section title="Send any event">
      <JsonField label="event" value={text} onChange={setText} rows={2} />
      <Button mt="1.5" size="2xs" variant="outline" disabled={!event?.type} onClick={() => event && onSend(event)}>
        Send
      </Button>
    </Section>
  )
}

const kindMarks: Record<LogEntry['kind'], { Mark: LucideIcon; color: string }> = {
  event: { Mark: Zap, color: 'blue.700' },
  action: { Mark: Cog, color: 'fg.muted' },
  state: { Mark: CircleDot, color: 'green.700' },
  error: { Mark: CircleX, color: 'red.600' },
}

function LogMark({ kind }: { kind: LogEntry['kind'] }) {
  const { Mark } = kindMarks[kind]
  return <Mark size={10} aria-label={kind} style={{ flexShrink: 0, alignSelf: 'center' }} />
}

function EventLog({ log }: { log: LogEntry[] }) {
  return (
    <Section title={`Event log (${log.length})`}>
      <Stack
        gap="0"
        maxH="72"
        overflow="auto"
        fontFamily="mono"
        fontSize="2xs"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="sm"
        p="1.5"
        role="log"
      >
        {log.map((entry) => (
          <HStack key={entry.seq} gap="1.5" align="baseline" color={kindMarks[entry.kind].color}>
            <chakra.span color="fg.muted" minW="10" textAlign="end">
              {(entry.at / 1000).toFixed(1)}s
            </chakra.span>
            <LogMark kind={entry.kind} />
            <chakra.span wordBreak="break-all">
              {entry.actor && <chakra.span color="fg.muted">{entry.actor} · </chakra.span>}
              {entry.text}
              {entry.detail && (
                <chakra.span color="fg.muted" title={entry.detail}>
                  {' '}
                  {entry.detail.length > 120 ? `${entry.detail.slice(0, 120)}…` : entry.detail}
                </chakra.span>
              )}
            </chakra.span>
          </HStack>
        ))}
      </Stack>
    </Section>
  )
}

/** The run beside the chart: state, calls in flight, context, any event, the log; and a reset. */
export function LivePanel({ live, example }: { live: LiveActor; example: MachineExample }) {
  const { snapshot } = live
  return (
    <Stack
      gap="4"
      p="4"
      bg="bg.subtle"
      borderStartWidth="1px"
      borderColor="border"
      w={{ base: 'full', lg: '96' }}
      flexShrink={0}
      aria-label="Live run"
    >
      <HStack justify="space-between">
        <Box minW="0">
          <Text fontSize="2xs" fontWeight="bold" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
            Live · {snapshot?.status ?? 'not running'}
          </Text>
          <Text fontFamily="mono" fontSize="sm" fontWeight="semibold" data-testid="state-value" wordBreak="break-all">
            {snapshot ? stateText(snapshot.value) : '—'}
          </Text>
        </Box>
        <Button size="xs" variant="outline" onClick={live.reset}>
          Reset
        </Button>
      </HStack>
      {live.error && (
        <Box p="2" bg="red.50" borderWidth="1px" borderColor="red.300" rounded="md" role="alert">
          <Text fontSize="xs" color="red.800" fontWeight="semibold">
            The actor stopped with an error
          </Text>
          <Text fontFamily="mono" fontSize="xs" color="red.800">
            {live.error}
          </Text>
        </Box>
      )}
      {live.pending.length > 0 && (
        <Section title="Calls in flight">
          <Stack gap="2">
            {live.pending.map((call) => (
              <CallCard key={call.key} call={call} example={example} />
            ))}
          </Stack>
        </Section>
      )}
      {snapshot && <ChildMachines actors={snapshot.children} />}
      <Section title="Context">
        <Pre maxH="80" overflow="auto" data-testid="context">
          {snapshot ? pretty(snapshot.context) : '—'}
        </Pre>
      </Section>
      <AnyEvent onSend={live.send} />
      <EventLog log={live.log} />
    </Stack>
  )
}
