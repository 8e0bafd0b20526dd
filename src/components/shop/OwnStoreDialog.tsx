import { Button, Dialog } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { type PromptDialogProps, WalletDialog } from '../wallet/PromptDialog'

export interface OwnStoreDialogProps extends PromptDialogProps {
  /** Where the owner tried to buy: the bag's settle step, or a product's "Add to bag". */
  where: 'bag' | 'product'
}

/** docs/behaviour.md#checkout: a shop's owner cannot buy from their own shop. */
export function OwnStoreDialog({ where, ...props }: OwnStoreDialogProps) {
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
      {where === 'bag' ? (
        <Trans>Shop users cannot order in their own shop. Remove your shop's pieces from the selection to continue.</Trans>
      ) : (
        <Trans>Shop users cannot order in their own shop. This piece is sold by your shop, so it cannot go in your bag.</Trans>
      )}
    </WalletDialog>
  )
}
