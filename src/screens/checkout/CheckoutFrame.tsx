import { Box, Button, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Usd } from '../../components/Usd'

/** The three steps of /basket, the current one marked (docs/behaviour.md#checkout: 1 bag, 2 address, 3 pay method). */
export function CheckoutFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  const { t } = useLingui()
  const steps = [<Trans key={1}>Bag</Trans>, <Trans key={2}>Delivery address</Trans>, <Trans key={3}>Pay method</Trans>]
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Checkout</Trans>
        </Heading>
        <HStack as="ol" listStyleType="none" gap={{ base: '2', md: '6' }} flexWrap="wrap" aria-label={t`Checkout steps`}>
          {steps.map((label, i) => {
            const n = i + 1
            const current = n === step
            return (
              <HStack as="li" key={n} gap="2" aria-current={current ? 'step' : undefined} color={n <= step ? 'fg' : 'fg.muted'}>
                <Flex
                  w="6"
                  h="6"
                  align="center"
                  justify="center"
                  borderWidth="1px"
                  borderColor="currentColor"
                  bg={current ? 'fg' : 'transparent'}
                  color={current ? 'bg' : undefined}
                  textStyle="xs"
                >
                  {n}
                </Flex>
                <Text textStyle="sm" textTransform="uppercase" letterSpacing="wider" fontWeight={current ? 'medium' : 'normal'}>
                  {label}
                </Text>
              </HStack>
            )
          })}
        </HStack>
        {children}
      </Stack>
    </Container>
  )
}

/** A row of the order summary: a label and an amount (or a word in its place). */
export function SummaryRow({ label, cents, text, strong }: { label: ReactNode; cents?: number; text?: ReactNode; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" textStyle={strong ? 'lg' : 'sm'} fontWeight={strong ? 'medium' : 'normal'}>
      <Text as="span" color={strong ? 'fg' : 'fg.muted'}>
        {label}
      </Text>
      <Text as="span">{text ?? <Usd cents={cents ?? 0} />}</Text>
    </Flex>
  )
}

/** The subtotal, freight ("exempt from postage" when 0) and total of a bag or a checkout. */
export function Totals({ subtotal, freight, total }: { subtotal: number; freight: number; total: number }) {
  return (
    <Stack gap="2">
      <SummaryRow label={<Trans>Subtotal</Trans>} cents={subtotal} />
      <SummaryRow label={<Trans>Freight</Trans>} cents={freight} text={freight === 0 ? <Trans>Exempt from postage</Trans> : undefined} />
      <Box borderTopWidth="1px" borderColor="border.muted" pt="2">
        <SummaryRow label={<Trans>Total</Trans>} cents={total} strong />
      </Box>
    </Stack>
  )
}

interface SummaryPanelProps {
  title: ReactNode
  children: ReactNode
  /** The service's refusal of the last action. */
  failure?: string | null
  label: ReactNode
  disabled: boolean
  loading: boolean
  onAction: () => void
  footer?: ReactNode
}

/** The side panel of every step: its summary, the refusal if any, the step's one action and what may follow it. */
export function SummaryPanel({ title, children, failure, label, disabled, loading, onAction, footer }: SummaryPanelProps) {
  return (
    <Stack gap="5" borderWidth="1px" borderColor="border.muted" p="5" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Text fontFamily="heading" textStyle="xl">
        {title}
      </Text>
      {children}
      {failure && !loading && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {failure}
        </Text>
      )}
      <Button
        borderRadius="none"
        size="lg"
        textTransform="uppercase"
        letterSpacing="wider"
        textStyle="xs"
        disabled={disabled}
        loading={loading}
        onClick={onAction}
      >
        {label}
      </Button>
      {footer}
    </Stack>
  )
}
