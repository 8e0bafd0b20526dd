import { Stack } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'

/** An account form's fields, one under the other; Enter submits, the browser's own validation stays out of the way. */
export function FormStack({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">{children}</Stack>
    </form>
  )
}
