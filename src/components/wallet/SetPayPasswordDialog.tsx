import { Trans } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { PromptDialog, type PromptDialogProps } from './PromptDialog'

/** docs/behaviour.md#wallet: withdrawing (or paying by balance) needs a transaction password; set it first, then back here. */
export function SetPayPasswordDialog(props: PromptDialogProps) {
  const here = useRouterState({ select: (s) => s.location.href })
  return (
    <PromptDialog
      {...props}
      title={<Trans>Set your transaction password</Trans>}
      action={
        <Link to="/transactionPassword" search={{ redirect: here }}>
          <Trans>Set now</Trans>
        </Link>
      }
    >
      <Trans>Please set your transaction password first. It protects every payment and withdrawal from your wallet.</Trans>
    </PromptDialog>
  )
}
