import { HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { Evaluation } from '../../../contract/evaluation'
import { ratingFields } from '../../../machines/evaluation/evaluationForm'
import { ratingLabels } from './labels'
import { Photos } from './Photos'
import { Stars } from './Stars'

/** One evaluation, read only: the three ratings, the comment and the photos. */
export function EvaluationEntry({ evaluation, compact = false }: { evaluation: Evaluation; compact?: boolean }) {
  const { t } = useLingui()
  return (
    <Stack gap="3">
      <Stack gap="1.5" direction={compact ? { base: 'column', md: 'row' } : 'column'} columnGap="6">
        {ratingFields.map((field) => (
          <HStack key={field} gap="3">
            <Text textStyle="xs" color="fg.muted" minW={compact ? undefined : '36'}>
              {t(ratingLabels[field])}
            </Text>
            <Stars value={evaluation[field]} size={12} />
          </HStack>
        ))}
      </Stack>
      <Text whiteSpace="pre-line" lineHeight="tall">
        {evaluation.remark}
      </Text>
      <Photos urls={evaluation.picUrls} />
    </Stack>
  )
}
