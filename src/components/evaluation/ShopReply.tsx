import { HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Evaluation } from '../../../contract/evaluation'

/** The shop's reply under a review, set apart as the shop's voice: `label` names it (its text as written), `children` follow it. */
export function ShopReply({ label, reply, children }: { label: string; reply: NonNullable<Evaluation['reply']>; children?: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <Stack
      gap="2"
      ms={{ base: '3', md: '6' }}
      ps="4"
      borderStartWidth="2px"
      borderColor="border.emphasized"
      role="group"
      aria-label={label}
    >
      <HStack gap="2" flexWrap="wrap">
        <Text textStyle="xs" fontWeight="medium" textTransform="uppercase" letterSpacing="wider">
          {label}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {i18n.date(new Date(reply.createTime), { dateStyle: 'medium' })}
        </Text>
      </HStack>
      <Text textStyle="sm" whiteSpace="pre-line" lineHeight="tall">
        {reply.content}
      </Text>
      {children}
    </Stack>
  )
}
