import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PromptDialog, type PromptDialogProps } from './PromptDialog'

/** docs/behaviour.md#wallet: withdrawing (or paying by balance) needs a transaction password; set it first. */
export function SetPayPasswordDialog(props: PromptDialogProps) {
  return (
    <PromptDialog
      {...props}
      title={<Trans>Set your transaction password</Trans>}
      action={
        <Link to="/transactionPassword">
          <Trans>Set now</Trans>
        </Link>
      }
    >
      <Trans>Please set your transaction password first. It protects every payment and withdrawal from your wallet.</Trans>
    </PromptDialog>
  )
}
