import { Button, Dialog } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { type PromptDialogProps, WalletDialog } from '../../components/wallet/PromptDialog'

/** SPEC.md sections 2, 5 and 8: a shop's owner cannot buy from their own shop. */
export function OwnStoreDialog(props: PromptDialogProps) {
  return (
    <WalletDialog
      {...props}
      title={<Trans>Your own shop</Trans>}
      footer={
        <Dialog.ActionTrigger asChild>
          <Button borderRadius="none" w="full" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
            <Trans>Got it</Trans>
          </Button>
        </Dialog.ActionTrigger>
      }
    >
      <Trans>Shop users cannot order in their own shop. Remove your shop's pieces from the selection to continue.</Trans>
    </WalletDialog>
  )
}
