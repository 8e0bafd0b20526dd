import { Stack } from '@chakra-ui/react'
import { type FormEvent, type ReactNode, useRef } from 'react'
import { type ProblemFocus, useFocusProblem } from './useFocusProblem'

interface Props {
  onSubmit: () => void
  /** The form's problem: its field is scrolled to and focused when it appears. */
  focus?: ProblemFocus
  children: ReactNode
}

/** A form's fields, one under the other; Enter submits, the browser's own validation stays out of the way. */
export function FormStack({ onSubmit, focus = { problem: null }, children }: Props) {
  const form = useRef<HTMLFormElement>(null)
  useFocusProblem(form, focus)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="5">{children}</Stack>
    </form>
  )
}
