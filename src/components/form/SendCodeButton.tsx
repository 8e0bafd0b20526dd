import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { codeCountdownMachine } from '../../../machines/lib/codeCountdown'

interface Props {
  /** The countdown child of the form's machine; absent while the form is closed. */
  countdown: ActorRefFrom<typeof codeCountdownMachine> | undefined
  onSend: () => void
}

/** "Send code", then "Resend in 59 s"… (docs/behaviour.md#account), bound to a code countdown actor. */
export function SendCodeButton({ countdown, onSend }: Props) {
  const state = useSelector(countdown, (s) => (s ? { value: s.value, remaining: s.context.remaining } : null))
  const counting = state?.value === 'counting'
  return (
    <Button
      variant="outline"
      flexShrink={0}
      minW="8.5rem"
      loading={state?.value === 'sending'}
      disabled={!countdown || counting}
      onClick={onSend}
      aria-live="polite"
    >
      {counting ? <Trans>Resend in {state.remaining} s</Trans> : <Trans>Send code</Trans>}
    </Button>
  )
}
