import { Box, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PromptDialog, type PromptDialogProps } from './PromptDialog'

/** docs/behaviour.md#wallet: what a recharge is, and that the platform reviews it within 24 hours. */
export function RechargeTipsDialog(props: PromptDialogProps) {
  return (
    <PromptDialog
      {...props}
      title={<Trans>How a recharge works</Trans>}
      action={
        <Link to="/recharge">
          <Trans>Go recharge</Trans>
        </Link>
      }
    >
      <Text as="span" display="block" mb="3">
        <Trans>A recharge adds money to your wallet balance, which you can then use to pay for orders.</Trans>
      </Text>
      <Box as="ol" ps="5" display="grid" gap="2">
        <li>
          <Trans>Choose an amount and one of the platform's payment accounts, then pay that amount to it.</Trans>
        </li>
        <li>
          <Trans>Upload a screenshot of your payment.</Trans>
        </li>
        <li>
          <Trans>The platform reviews your recharge within 24 hours; your balance is credited once it is approved.</Trans>
        </li>
      </Box>
    </PromptDialog>
  )
}
