/**
 * The account lists' plain tables (the wallet's logs, the after-sales): Chakra's Table recipe stays
 * out of the first download (src/theme.ts).
 */
export const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    bg: 'bg.subtle',
    fontWeight: 'medium',
    fontSize: '2xs',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    px: '3',
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
  },
  '& td': { px: '3', py: '3', borderBottomWidth: '1px', borderColor: 'border.muted', verticalAlign: 'middle' },
  '& tbody tr:last-of-type td': { borderBottomWidth: '0' },
} as const
