import { Box, chakra, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { tableCss } from './tableCss'

export interface Column<T> {
  header: ReactNode
  cell: (row: T) => ReactNode
  /** Amounts line up on the right. */
  numeric?: boolean
  /** Free text (a remark, an address) wraps within a bounded width instead of widening the table. */
  wraps?: boolean
}

interface Props<T> {
  caption: string
  rows: T[]
  rowKey: (row: T) => string | number
  columns: Column<T>[]
}

/** The header stays in view while the table (at most 600 px) scrolls. */
const logTableCss = { ...tableCss, '& th': { ...tableCss['& th'], position: 'sticky', top: 0, zIndex: 1 } } as const

/** Rows (a wallet log, a shop's orders): a table of at most 600 px on desktop (docs/behaviour.md#layout), a card per line on phones. */
export function LogTable<T>({ caption, rows, rowKey, columns }: Props<T>) {
  return (
    <>
      <Box hideBelow="md" maxH="600px" overflow="auto" borderWidth="1px" borderColor="border.muted">
        <Box as="table" css={logTableCss} aria-label={caption}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <chakra.th scope="col" key={i} textAlign={c.numeric ? 'end' : 'start'}>
                  {c.header}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) => (
                  <Box
                    as="td"
                    key={i}
                    textAlign={c.numeric ? 'end' : 'start'}
                    fontVariantNumeric={c.numeric ? 'tabular-nums' : undefined}
                    whiteSpace={c.wraps ? 'normal' : 'nowrap'}
                    minW={c.wraps ? '32' : undefined}
                    maxW={c.wraps ? '60' : undefined}
                  >
                    {c.cell(row)}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Stack as="ul" hideFrom="md" gap="3" listStyleType="none" aria-label={caption}>
        {rows.map((row) => (
          <Box as="li" key={rowKey(row)} borderWidth="1px" borderColor="border.muted" p="4">
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" textStyle="sm">
              {columns.map((c, i) => (
                <Box key={i} display="contents">
                  <Text as="dt" color="fg.muted" textStyle="xs" textTransform="uppercase" letterSpacing="wider" alignSelf="center">
                    {c.header}
                  </Text>
                  <Box as="dd" textAlign="end" wordBreak="break-word" minW="0">
                    {c.cell(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </>
  )
}
