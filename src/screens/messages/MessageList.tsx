import { Box, Button, chakra, HStack, Image, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type SystemMessage, systemMessageType } from '../../../contract/systemMessages'
import { formatDate } from '../../lib/money'
import { ReadBadge } from './MessageDialog'

/** docs/behaviour.md#layout: the account pages' narrow layout is 768 px or less: cards there, a table above. */
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
  py: '2',
  px: '2',
} as const
/** Plain table elements: the theme carries no table recipe (its weight would land in every page's first download). */
const cell = { py: '3', px: '2', verticalAlign: 'middle' } as const

/** A message's content in a row: its text on two lines, or its image as a thumbnail. */
function Content({ message }: { message: SystemMessage }) {
  if (message.type === systemMessageType.image)
    return <Image src={message.message} alt={message.title} h="12" w="16" objectFit="cover" bg="bg.muted" loading="lazy" />
  return (
    <Text lineClamp={2} color="fg.muted" textStyle="sm">
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
        <chakra.table w="full" textStyle="sm" css={{ borderCollapse: 'collapse' }}>
          <thead>
            <chakra.tr borderBottomWidth="1px">
              <chakra.th w="20" {...head}>
                <Trans>Type</Trans>
              </chakra.th>
              <chakra.th w="48" {...head}>
                <Trans>Title</Trans>
              </chakra.th>
              <chakra.th {...head}>
                <Trans>Content</Trans>
              </chakra.th>
              <chakra.th w="24" {...head}>
                <Trans>Status</Trans>
              </chakra.th>
              <chakra.th w="40" {...head}>
                <Trans>Send time</Trans>
              </chakra.th>
              <chakra.th w="24" {...head} textAlign="end">
                <Trans>Action</Trans>
              </chakra.th>
            </chakra.tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <chakra.tr key={m.id} borderBottomWidth="1px" _hover={{ bg: 'bg.muted' }} fontWeight={m.sta ? 'normal' : 'medium'}>
                <chakra.td {...cell} color="fg.muted">
                  <TypeLabel type={m.type} />
                </chakra.td>
                <chakra.td {...cell}>{m.title}</chakra.td>
                <chakra.td {...cell}>
                  <Content message={m} />
                </chakra.td>
                <chakra.td {...cell}>
                  <ReadBadge sta={m.sta} />
                </chakra.td>
                <chakra.td {...cell} color="fg.muted" whiteSpace="nowrap">
                  {when(m)}
                </chakra.td>
                <chakra.td {...cell} textAlign="end">
                  <CheckButton message={m} onCheck={onCheck} />
                </chakra.td>
              </chakra.tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Stack gap="3" css={{ [wide]: { display: 'none' } }}>
        {messages.map((m) => (
          <Stack key={m.id} gap="3" p="4" borderWidth="1px" bg="bg">
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
          </Stack>
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
