import { Box, Heading, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { startTransition, useMemo, useState } from 'react'
import { evaluationLimits, type ProductEvaluations as Evaluations } from '../../../contract/evaluation'
import { DeferredList } from '../DeferredList'
import { RetryNotice } from '../Notice'
import { Pagination } from '../product/Pagination'
import { EvaluationEntry } from './EvaluationEntry'
import { ShopReply } from './ShopReply'
import { Stars } from './Stars'

export interface ProductEvaluationsProps {
  /** A page of the product's evaluations, newest first (evaluationApi.productPage). */
  load: (pageNo: number) => Promise<Evaluations>
}

/** The product page's evaluations: the average of every rating, how many, and the newest with their photos, in pages. */
export function ProductEvaluations({ load }: ProductEvaluationsProps) {
  const { t } = useLingui()
  const [pageNo, setPageNo] = useState(1)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry asks again for the same page
  const promise = useMemo(() => load(pageNo), [load, pageNo, attempt])
  return (
    <Box as="section" aria-label={t`Reviews`} mt={{ base: '16', md: '24' }}>
      <Separator mb={{ base: '8', md: '12' }} />
      <Heading as="h2" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }} mb="6">
        <Trans>Reviews</Trans>
      </Heading>
      <DeferredList promise={promise} retry={() => setAttempt((n) => n + 1)}>
        {(list) =>
          list.status === 'loading' ? (
            <Stack gap="4" aria-busy="true">
              <Skeleton height="6" w="40" />
              <Skeleton height="24" />
            </Stack>
          ) : list.status === 'failed' ? (
            <RetryNotice retry={list.retry}>
              <Trans>The reviews could not be loaded.</Trans>
            </RetryNotice>
          ) : (
            <EvaluationList data={list.data} pageNo={pageNo} onPage={(page) => startTransition(() => setPageNo(page))} />
          )
        }
      </DeferredList>
    </Box>
  )
}

function EvaluationList({ data, pageNo, onPage }: { data: Evaluations; pageNo: number; onPage: (page: number) => void }) {
  const { i18n, t } = useLingui()
  if (data.total === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No reviews yet.</Trans>
      </Text>
    )
  }
  const total = data.total
  const average = i18n.number(data.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  return (
    <Stack gap="8">
      <HStack gap="4" align="center">
        <Text fontFamily="heading" textStyle="4xl" lineHeight="1">
          {average}
        </Text>
        <Stack gap="1">
          <Stars value={data.average} size={16} />
          <Text textStyle="sm" color="fg.muted">
            <Plural value={total} one="# review" other="# reviews" />
          </Text>
        </Stack>
      </HStack>
      <Stack as="ol" gap="0" listStyleType="none">
        {data.list.map((e) => (
          <Stack as="li" key={e.id} gap="3" py="6" borderTopWidth="1px" borderColor="border.muted">
            <HStack justify="space-between" flexWrap="wrap" gap="2">
              <Text textStyle="sm" fontWeight="medium">
                {e.nickname}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {i18n.date(new Date(e.createTime), { dateStyle: 'medium' })}
              </Text>
            </HStack>
            {e.properties && (
              <Text textStyle="xs" color="fg.muted">
                {e.properties}
              </Text>
            )}
            <EvaluationEntry evaluation={e} compact />
            {e.reply && <ShopReply label={t`Reply from the shop`} reply={e.reply} />}
          </Stack>
        ))}
      </Stack>
      <Pagination page={pageNo} total={data.total} pageSize={evaluationLimits.pageSize} onChange={onPage} />
    </Stack>
  )
}
