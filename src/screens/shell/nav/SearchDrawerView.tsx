import { Box, Button, chakra, Container, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { Search, X } from 'lucide-react'
import { type FormEvent, Suspense } from 'react'
import type { ActorRefFrom } from 'xstate'
import { searchTypes, type searchDrawerMachine, type SearchType } from '../../../../machines/search/searchDrawer'
import { visibleWords } from '../../../../machines/search/searchHistory'
import { lazyNamed } from '../../../components/deferred'
import { DrawerShell } from '../../../components/DrawerShell'
import type { RecentlyViewedProps } from '../../../components/recentlyViewed/RecentlyViewed'
import { populationLabel } from '../../../lib/populations'

export type SearchDrawerActor = ActorRefFrom<typeof searchDrawerMachine>

const RecentlyViewed = lazyNamed<RecentlyViewedProps, 'RecentlyViewed'>(
  () => import('../../../components/recentlyViewed/RecentlyViewed'),
  'RecentlyViewed',
)

/** The search drawer of docs/behaviour.md#catalog, drawn from its machine: type, words, history. */
export function SearchDrawerView({ actor }: { actor: SearchDrawerActor }) {
  const { t } = useLingui()
  const open = useSelector(actor, (s) => s.matches('open'))
  const type = useSelector(actor, (s) => s.context.type)
  const word = useSelector(actor, (s) => s.context.word)
  const history = useSelector(
    useSelector(actor, (s) => s.context.history),
    (s) => visibleWords(s.context.words),
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    actor.send({ type: 'SUBMIT' })
  }
  const label = (searchType: SearchType) => (searchType === 'shop' ? t`Shop name` : t(populationLabel[searchType]))
  return (
    <DrawerShell
      open={open}
      onOpenChange={(next) => !next && actor.send({ type: 'CLOSE' })}
      placement="top"
      title={<Trans>Search</Trans>}
      hideTitle
      contentProps={{ py: { base: '6', md: '10' } }}
      bodyProps={{ p: '0', overflow: 'visible' }}
    >
      <Container maxW="3xl">
        <Stack gap="6">
          <form onSubmit={submit} role="search">
            <Stack gap="5">
              <chakra.fieldset border="none" p="0" m="0">
                <chakra.legend srOnly>
                  <Trans>Search in</Trans>
                </chakra.legend>
                <HStack gap="2" flexWrap="wrap">
                  {searchTypes.map((searchType) => (
                    <TypeChip
                      key={searchType}
                      label={label(searchType)}
                      checked={type === searchType}
                      onChoose={() => actor.send({ type: 'SELECT_TYPE', searchType })}
                    />
                  ))}
                </HStack>
              </chakra.fieldset>
              <HStack gap="3" borderBottomWidth="1px" borderColor="fg" pb="2">
                <Search size={20} strokeWidth={1.5} aria-hidden />
                <Input
                  autoFocus
                  value={word}
                  onChange={(e) => actor.send({ type: 'TYPE', word: e.target.value })}
                  placeholder={type === 'shop' ? t`Search shops by name` : t`Search products, brands, categories`}
                  aria-label={type === 'shop' ? t`Shop name` : t`Search products`}
                  variant="flushed"
                  border="none"
                  fontSize="lg"
                  _focusVisible={{ outline: 'none', boxShadow: 'none' }}
                />
                <Button type="submit" borderRadius="none" size="sm" letterSpacing="wider" textTransform="uppercase" disabled={!word.trim()}>
                  <Trans>Search</Trans>
                </Button>
              </HStack>
            </Stack>
          </form>
          {history.length > 0 && <History words={history} actor={actor} />}
          <Suspense fallback={null}>
            <RecentlyViewed variant="drawer" onPick={() => actor.send({ type: 'CLOSE' })} />
          </Suspense>
        </Stack>
      </Container>
    </DrawerShell>
  )
}

function TypeChip({ label, checked, onChoose }: { label: string; checked: boolean; onChoose: () => void }) {
  return (
    <chakra.label
      px="4"
      py="1.5"
      borderWidth="1px"
      borderColor={checked ? 'fg' : 'border.emphasized'}
      bg={checked ? 'fg' : 'transparent'}
      color={checked ? 'bg' : 'fg'}
      textStyle="xs"
      letterSpacing="caps"
      textTransform="uppercase"
      cursor="pointer"
      css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' } }}
    >
      <VisuallyHidden asChild>
        <input type="radio" name="search-type" checked={checked} onChange={onChoose} />
      </VisuallyHidden>
      {label}
    </chakra.label>
  )
}

function History({ words, actor }: { words: string[]; actor: SearchDrawerActor }) {
  const { t } = useLingui()
  return (
    <Box as="section" aria-labelledby="search-history-title">
      <HStack justify="space-between" mb="3">
        <Text id="search-history-title" textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Recent searches</Trans>
        </Text>
        <Button
          variant="plain"
          size="xs"
          px="0"
          textDecoration="underline"
          textUnderlineOffset="3px"
          onClick={() => actor.send({ type: 'CLEAR_HISTORY' })}
        >
          <Trans>Clear all</Trans>
        </Button>
      </HStack>
      <HStack as="ul" listStyleType="none" gap="2" flexWrap="wrap">
        {words.map((word) => (
          <HStack as="li" key={word} gap="0" borderWidth="1px" borderColor="border" bg="bg.panel">
            <Button variant="plain" size="sm" px="3" fontWeight="normal" onClick={() => actor.send({ type: 'PICK', word })}>
              {word}
            </Button>
            <chakra.button
              type="button"
              aria-label={t`Remove ${word}`}
              onClick={() => actor.send({ type: 'REMOVE', word })}
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize="8"
              color="fg.muted"
              cursor="pointer"
              _hover={{ color: 'fg' }}
            >
              <X size={14} aria-hidden />
            </chakra.button>
          </HStack>
        ))}
      </HStack>
    </Box>
  )
}
