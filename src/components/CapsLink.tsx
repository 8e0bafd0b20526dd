import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'

/** A small uppercase, underlined link (an empty state's way on, a band's "read more"); its child is the router's Link. */
export function CapsLink(props: LinkProps) {
  return (
    <ChakraLink
      asChild
      textStyle="xs"
      letterSpacing="caps"
      textTransform="uppercase"
      textDecoration="underline"
      textUnderlineOffset="4px"
      {...props}
    />
  )
}
