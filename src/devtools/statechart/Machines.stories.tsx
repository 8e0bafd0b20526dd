import { Box, Text } from '@chakra-ui/react'
import type { Meta } from '@storybook/react-vite'
import type { CoverageRecord } from './coverage'
import coverage from './coverage.json'
import { exampleFor } from './examples'
import { FlowPanel } from './FlowPanel'
import { findMachines, storyName } from './registry'
import { Statechart } from './Statechart'

const machines = findMachines(import.meta.glob<Record<string, unknown>>('../../../machines/**/*.ts', { eager: true }))

/** The statechart of one exported machine, run with its example input. */
function MachineStory({ exportName }: { exportName: string }) {
  const entry = machines.find((m) => m.exportName === exportName)
  if (!entry) {
    return (
      <Box p="6">
        <Text role="alert">machines/ exports no XState machine named {exportName}.</Text>
      </Box>
    )
  }
  const example = exampleFor(storyName(exportName))
  return (
    <Statechart
      machine={entry.machine}
      example={example}
      aside={<FlowPanel machine={entry.machine} example={example} record={coverage as CoverageRecord} />}
    />
  )
}

const meta = {
  title: 'Machines',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <MachineStory key={parameters.machineExport} exportName={parameters.machineExport as string} />,
} satisfies Meta

export default meta

// One story per machine of machines/*.ts (`export const xxxMachine`) is appended to this file by
// .storybook/machineStories.ts, for the index and for the preview alike.
