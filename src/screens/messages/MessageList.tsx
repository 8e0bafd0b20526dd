import { Box, Button, Card, HStack, Image, Skeleton, Stack, Table, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type SystemMessage, systemMessageType } from '../../../contract/systemMessages'
import { formatDate } from '../../lib/money'
import { ReadBadge } from './MessageDialog'

/** SPEC.md section 9: the account pages' narrow layout is 768 px or less: cards there, a table above. */
const narrow = '@media screen and (max-width: 768px)'
const wide = '@media screen and (min-width: 769px)'

interface ListProps {
  messages: SystemMessage[]
  onCheck: (message: SystemMessage) => void
}

function TypeLabel({ type }: { type: number }) {
  return type === systemMessageType.image ? <Trans>Image</Trans> : <Trans>Text</Trans>
}

/** The column heads: small capitals, like the account pages' other labels. */
const head = {
  textStyle: 'xs',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  color: 'fg.muted',
  fontWeight: 'normal',
  textAlign: 'start',
} as const

/** A message's content in a row: its text on two lines, or its image as a thumbnail. */
function Content({ message }: { message: SystemMessage }) {
  if (message.type === systemMessageType.image)
    return <Image src={message.message} alt={message.title} h="12" w="16" objectFit="cover" bg="bg.muted" loading="lazy" />
  return (
    <Text lineClamp={2} color="fg.muted">
      {message.message}
    </Text>
  )
}

function CheckButton({ message, onCheck }: { message: SystemMessage; onCheck: ListProps['onCheck'] }) {
  const { t } = useLingui()
  const title = message.title
  return (
    <Button
      size="xs"
      variant="outline"
      borderRadius="none"
      textTransform="uppercase"
      letterSpacing="wider"
      aria-label={t`Check: ${title}`}
      onClick={() => onCheck(message)}
    >
      <Trans>Check</Trans>
    </Button>
  )
}

/** The messages as a table on desktop and as cards on phones. */
export function MessageList({ messages, onCheck }: ListProps) {
  const { i18n } = useLingui()
  const when = (m: SystemMessage) => formatDate(m.createTime, i18n.locale, true)
  return (
    <>
      <Box css={{ [narrow]: { display: 'none' } }}>
        <Table.Root size="sm" variant="line" interactive textStyle="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="20" {...head}>
                <Trans>Type</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader w="48" {...head}>
                <Trans>Title</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader {...head}>
                <Trans>Content</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader w="24" {...head}>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader w="40" {...head}>
                <Trans>Send time</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader w="24" {...head} textAlign="end">
                <Trans>Action</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {messages.map((m) => (
              <Table.Row key={m.id} fontWeight={m.sta ? 'normal' : 'medium'}>
                <Table.Cell color="fg.muted">
                  <TypeLabel type={m.type} />
                </Table.Cell>
                <Table.Cell>{m.title}</Table.Cell>
                <Table.Cell>
                  <Content message={m} />
                </Table.Cell>
                <Table.Cell>
                  <ReadBadge sta={m.sta} />
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {when(m)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <CheckButton message={m} onCheck={onCheck} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack gap="3" css={{ [wide]: { display: 'none' } }}>
        {messages.map((m) => (
          <Card.Root key={m.id} borderRadius="none" variant="outline">
            <Card.Body gap="3" p="4">
              <HStack justify="space-between" gap="3">
                <Text fontWeight="medium" lineClamp={1}>
                  {m.title}
                </Text>
                <ReadBadge sta={m.sta} />
              </HStack>
              <Content message={m} />
              <HStack justify="space-between" color="fg.muted" textStyle="xs">
                <Text as="span">
                  <TypeLabel type={m.type} /> · {when(m)}
                </Text>
                <CheckButton message={m} onCheck={onCheck} />
              </HStack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </>
  )
}

export function MessageListSkeleton() {
  return (
    <Stack gap="3" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} h="14" />
      ))}
    </Stack>
  )
}
