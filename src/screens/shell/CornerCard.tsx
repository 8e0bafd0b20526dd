import { Box, type BoxProps } from '@chakra-ui/react'

/**
 * A card fixed over a bottom corner of the page (the full width on phones), so arriving late
 * moves nothing: the cookie notice (left) and the slow page notice (right).
 */
export function CornerCard({ side, ...rest }: BoxProps & { side: 'left' | 'right' }) {
  return (
    <Box
      position="fixed"
      zIndex="overlay"
      insetX={{ base: '3', md: 'auto' }}
      left={side === 'left' ? { md: '6' } : undefined}
      right={side === 'right' ? { md: '6' } : undefined}
      bottom={{ base: '3', md: '6' }}
      maxW={{ md: 'md' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      boxShadow="0 12px 40px -16px rgba(23,21,19,0.35)"
      p="6"
      {...rest}
    />
  )
}
