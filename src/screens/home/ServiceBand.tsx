import { Container, Flex, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { RotateCcw, Truck } from 'lucide-react'
import { CapsLink } from '../../components/CapsLink'

/** The shipping and free-returns promise, leading to the help page. */
export function ServiceBand({ help }: { help: LinkOptions }) {
  return (
    <Container as="section" maxW="8xl" px={{ base: '4', md: '8' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align="center"
        justify="center"
        gap={{ base: '3', md: '8' }}
        py={{ base: '6', md: '8' }}
        borderYWidth="1px"
        borderColor="border"
        textAlign="center"
      >
        <Flex align="center" gap="3">
          <Truck size={20} strokeWidth={1.25} aria-hidden />
          <Text textStyle="sm">
            <Trans>Worldwide shipping</Trans>
          </Text>
        </Flex>
        <Flex align="center" gap="3">
          <RotateCcw size={20} strokeWidth={1.25} aria-hidden />
          <Text textStyle="sm">
            <Trans>Free returns</Trans>
          </Text>
        </Flex>
        <CapsLink>
          <Link {...help}>
            <Trans>Shipping and returns</Trans>
          </Link>
        </CapsLink>
      </Flex>
    </Container>
  )
}
