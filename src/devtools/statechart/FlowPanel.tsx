import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import { useChart } from './chartContext'
import { shortId } from './chartModel'
import { type CoverageRecord, coverageOf } from './coverage'
import type { MachineExample } from './examples'
import { Section } from './LivePanel'
import { type MachinePaths, type PathStep, shortestPaths } from './shortestPaths'

const Mono = chakra('span', { base: { fontFamily: 'mono', fontSize: 'xs', lineHeight: '1.5' } })

function Steps({ steps }: { steps: PathStep[] }) {
  if (steps.length === 0) return <Text color="fg.muted">entered at start</Text>
  return (
    <chakra.ol display="flex" flexWrap="wrap" gap="1" listStyleType="none" m="0" p="0">
      {steps.map((step, i) => (
        <chakra.li key={i} display="inline-flex" alignItems="baseline" gap="1">
          {i > 0 && (
            <Text as="span" color="fg.subtle" aria-hidden>
              →
            </Text>
          )}
          <Mono bg="gray.100" px="1.5" rounded="full" fontWeight="semibold">
            {step.label}
          </Mono>
          {step.payload && <Mono color="fg.muted">{step.payload}</Mono>}
        </chakra.li>
      ))}
    </chakra.ol>
  )
}

/** Per state, the shortest path of sample events from the start; or why none is known. */
function Paths({ paths }: { paths: MachinePaths | null }) {
  const { machineId, setHover } = useChart()
  const reached = paths?.states.filter((s) => s.steps).length ?? 0
  return (
    <Section title="Shortest paths">
      {!paths && <Text fontSize="xs">Searching…</Text>}
      {paths?.startError && (
        <Text fontSize="xs" color="red.800" mb="1.5">
          The machine does not start with the example input: {paths.startError}
        </Text>
      )}
      {paths && (
        <Text fontSize="xs" color="fg.muted" mb="1.5">
          {reached} of {paths.states.length} states reached by sample events (the bare event and the example payload; example outputs for
          calls; delays run out).
        </Text>
      )}
      <Stack gap="1.5" as="ul" listStyleType="none" m="0" p="0" aria-label="Shortest path to each state">
        {paths?.states.map(({ stateId, steps }) => (
          <chakra.li
            key={stateId}
            fontSize="xs"
            data-path-to={stateId}
            onMouseEnter={() => setHover({ key: `path:${stateId}`, targets: [stateId] })}
            onMouseLeave={() => setHover(null)}
          >
            <Mono fontWeight="semibold" color="blue.700">
              {shortId(machineId, stateId)}
            </Mono>
            {steps ? (
              <Steps steps={steps} />
            ) : (
              <Text color="orange.800">
                not reached by sample events: a guard refuses them (a condition the app provides, the context) or a call needs an example
                output
              </Text>
            )}
          </chakra.li>
        ))}
      </Stack>
    </Section>
  )
}

/** How many of the machine's transitions the machine tests took, each one listed, the untested marked. */
function Coverage({ machine, record }: { machine: AnyStateMachine; record: CoverageRecord }) {
  const { setHover } = useChart()
  const transitions = useMemo(() => coverageOf(machine, record), [machine, record])
  const tested = transitions.filter((t) => t.tests.length > 0).length
  return (
    <Section title="Tests">
      <Text fontSize="sm" fontWeight="semibold" mb="1" data-testid="coverage">
        {tested} of {transitions.length} transitions exercised by the tests
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="1.5">
        Taken in tests/machines, as recorded by their last full run (src/devtools/statechart/coverage.json).
      </Text>
      <Stack gap="0.5" as="ul" listStyleType="none" m="0" p="0" aria-label="Transitions and their tests">
        {transitions.map((t) => (
          <chakra.li
            key={t.key}
            onMouseEnter={() => setHover({ key: t.key.replace(/#\d+$/, ''), targets: [] })}
            onMouseLeave={() => setHover(null)}
          >
            <HStack gap="1.5" align="baseline">
              {t.tests.length > 0 ? (
                <Badge size="xs" colorPalette="green" variant="subtle" title={t.tests.join(', ')}>
                  tested
                </Badge>
              ) : (
                <Badge size="xs" colorPalette="orange" variant="solid">
                  untested
                </Badge>
              )}
              <Mono wordBreak="break-word">{t.label}</Mono>
            </HStack>
          </chakra.li>
        ))}
      </Stack>
    </Section>
  )
}

/** Beside the chart, for the analyst: what the flow can reach, and what the tests prove of it. */
export function FlowPanel({ machine, example, record }: { machine: AnyStateMachine; example: MachineExample; record: CoverageRecord }) {
  const [paths, setPaths] = useState<MachinePaths | null>(null)
  // After the chart is drawn: a search through a large machine takes a few hundred milliseconds.
  useEffect(() => setPaths(shortestPaths(machine, example)), [machine, example])
  return (
    <Box
      as="aside"
      aria-label="Paths and tests"
      w={{ base: 'full', lg: '80' }}
      flexShrink={0}
      p="4"
      bg="bg.subtle"
      borderStartWidth="1px"
      borderColor="border"
    >
      <Stack gap="5">
        <Coverage machine={machine} record={record} />
        <Paths paths={paths} />
      </Stack>
    </Box>
  )
}
