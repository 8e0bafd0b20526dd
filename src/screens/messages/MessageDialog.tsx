import { Badge, Button, CloseButton, Dialog, HStack, Image, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { messageSta, type SystemMessage, systemMessageType } from '../../../contract/systemMessages'
import { formatDate } from '../../lib/money'

/** The Check dialog: one system message in full (an image message shows its image). */
export function MessageDialog({ message, marking, onClose }: { message: SystemMessage | null; marking: boolean; onClose: () => void }) {
  const { i18n } = useLingui()
  return (
    <Dialog.Root open={message !== null} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="none" bg="bg" p="2">
            {message && (
              <>
                <Dialog.Header>
                  <Stack gap="2">
                    <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                      {message.title}
                    </Dialog.Title>
                    <HStack gap="3" color="fg.muted" textStyle="xs">
                      <Text as="span">{formatDate(message.createTime, i18n.locale, true)}</Text>
                      {marking ? <Spinner size="xs" /> : <ReadBadge sta={message.sta} />}
                    </HStack>
                  </Stack>
                </Dialog.Header>
                <Dialog.Body>
                  {message.type === systemMessageType.image ? (
                    <Image src={message.message} alt={message.title} w="full" maxH="70vh" objectFit="contain" />
                  ) : (
                    <Text whiteSpace="pre-wrap" lineHeight="tall">
                      {message.message}
                    </Text>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button borderRadius="none" w="full" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
                      <Trans>Close</Trans>
                    </Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** A message's status: read or unread. */
export function ReadBadge({ sta }: { sta: number }) {
  return sta === messageSta.read ? (
    <Badge variant="outline" borderRadius="none" colorPalette="gray">
      <Trans>Read</Trans>
    </Badge>
  ) : (
    <Badge variant="solid" borderRadius="none" colorPalette="red">
      <Trans>Unread</Trans>
    </Badge>
  )
}
