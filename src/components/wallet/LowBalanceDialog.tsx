import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PromptDialog, type PromptDialogProps } from './PromptDialog'

/** docs/behaviour.md#wallet: "account balance is 0, please recharge", Cancel or Go recharge. */
export function LowBalanceDialog(props: PromptDialogProps) {
  return (
    <PromptDialog
      {...props}
      title={<Trans>Your balance is empty</Trans>}
      action={
        <Link to="/recharge">
          <Trans>Go recharge</Trans>
        </Link>
      }
    >
      <Trans>Your account balance is 0, please recharge.</Trans>
    </PromptDialog>
  )
}
