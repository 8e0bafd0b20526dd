import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CircleCheck, Clock } from 'lucide-react'

/**
 * /success/pay, /success/pay/virtualCurrency and /paySuccess: what happens next. Paid by balance:
 * the shop ships; paid with a screenshot: the platform reviews it within 24 hours.
 */
export function PaySuccessScreen({ kind }: { kind: 'paid' | 'screenshot' }) {
  const paid = kind === 'paid'
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} px="4">
      <Stack gap="6" align="center" textAlign="center">
        <Stack color={paid ? 'green.600' : 'orange.500'} aria-hidden>
          {paid ? <CircleCheck size={48} /> : <Clock size={48} />}
        </Stack>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          {paid ? <Trans>Payment successful</Trans> : <Trans>Payment submitted</Trans>}
        </Heading>
        <Text color="fg.muted" textStyle="lg" maxW="md">
          {paid ? (
            <Trans>Thank you. Your order is paid and the shop will now prepare and ship it.</Trans>
          ) : (
            <Trans>The platform reviews your payment screenshot within 24 hours. You can follow your order in My orders.</Trans>
          )}
        </Text>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
            <Link to="/myOrders">
              <Trans>My orders</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
            <Link to="/">
              <Trans>Continue shopping</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}
