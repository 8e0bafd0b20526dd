import { Box, Dialog, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Headset, Store, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { type ChatPeer, chatSide, customerServiceShopId } from '../../../contract/chat'

/** Who the conversation is with: the shop (logo and name), customer service (headset), or on the shop's side the shopper. */
export function ChatHeader({ peer, shopSide }: { peer: ChatPeer | null; shopSide: boolean }) {
  if (!peer)
    return (
      <Title icon={<Store size={20} strokeWidth={1.5} aria-hidden />}>
        <Trans>Chat</Trans>
      </Title>
    )
  if (shopSide)
    return (
      <Title icon={<UserRound size={20} strokeWidth={1.5} aria-hidden />} subtitle={peer.shopName}>
        {peer.userName}
      </Title>
    )
  if (peer.shopId === customerServiceShopId)
    return (
      <Title icon={<Headset size={20} strokeWidth={1.5} aria-hidden />} subtitle={<Trans>Customer service</Trans>}>
        {peer.shopName}
      </Title>
    )
  return (
    <Title
      icon={
        peer.shopLogo ? (
          <Image src={peer.shopLogo} alt="" w="full" h="full" objectFit="cover" />
        ) : (
          <Store size={20} strokeWidth={1.5} aria-hidden />
        )
      }
    >
      {peer.shopName}
    </Title>
  )
}

function Title({ icon, subtitle, children }: { icon: ReactNode; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <HStack gap="3" minW="0">
      <Box
        w="10"
        h="10"
        flexShrink={0}
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="full"
        overflow="hidden"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg.muted"
      >
        {icon}
      </Box>
      <Stack gap="0" minW="0">
        <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="xl" truncate>
          {children}
        </Dialog.Title>
        {subtitle && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
    </HStack>
  )
}

/** The conversation is answered on the shop's side (its owner), not the shopper's. */
export const isShopSide = (userType: number) => userType === chatSide.shop
