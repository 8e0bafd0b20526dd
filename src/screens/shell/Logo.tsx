import { Image, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The tenant's logo image, or its name set as a wordmark. */
export function Logo({ name, logo }: { name: string; logo: string }) {
  const { t } = useLingui()
  return (
    <ChakraLink asChild _hover={{ textDecoration: 'none' }} aria-label={t`${name}, home`}>
      <Link to="/">
        {logo ? (
          <Image src={logo} alt={name} h={{ base: '7', xl: '9' }} w="auto" maxW="48" objectFit="contain" />
        ) : (
          <Text
            as="span"
            fontFamily="heading"
            textStyle={{ base: 'xl', xl: '2xl' }}
            letterSpacing="0.22em"
            textTransform="uppercase"
            lineHeight="1"
          >
            {name}
          </Text>
        )}
      </Link>
    </ChakraLink>
  )
}
