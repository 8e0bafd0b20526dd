import { chakra } from '@chakra-ui/react'

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string }

export function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: text.trim() === '' ? undefined : JSON.parse(text) }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
}

export const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2))

interface JsonFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  rows?: number
}

/** A monospaced JSON text area that shows whether its text parses. */
export function JsonField({ label, value, onChange, rows = 3 }: JsonFieldProps) {
  const parsed = parseJson(value)
  return (
    <chakra.textarea
      aria-label={label}
      aria-invalid={!parsed.ok}
      title={parsed.ok ? undefined : parsed.error}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={rows}
      spellCheck={false}
      w="full"
      px="2"
      py="1"
      fontFamily="mono"
      fontSize="xs"
      lineHeight="1.4"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={parsed.ok ? 'border.emphasized' : 'red.500'}
      rounded="sm"
      resize="vertical"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.400', outlineOffset: '0' }}
    />
  )
}
