import { Box, HStack, Image, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface ItemHeadingProps {
  item: { picUrl: string; brandName: string; spuName: string; properties: string }
  /** Lines under the properties (the order it came from). */
  children?: ReactNode
}

/** An ordered item's picture, brand, name (a level-2 heading) and properties, as the evaluation and refund pages head it. */
export function ItemHeading({ item, children }: ItemHeadingProps) {
  return (
    <HStack gap="4" align="flex-start">
      <Box w="20" h="20" flexShrink="0" bg="bg.muted">
        {item.picUrl && <Image src={item.picUrl} alt="" w="full" h="full" objectFit="cover" />}
      </Box>
      <Stack gap="1" minW="0">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          {item.brandName}
        </Text>
        <Text as="h2" fontFamily="heading" textStyle="lg">
          {item.spuName}
        </Text>
        {item.properties && (
          <Text textStyle="sm" color="fg.muted">
            {item.properties}
          </Text>
        )}
        {children}
      </Stack>
    </HStack>
  )
}
