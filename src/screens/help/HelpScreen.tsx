import { Box, chakra, Container, Flex, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { ChevronDown, Search } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { Article, ArticleType } from '../../../contract/api'
import { linkTypes } from '../../../contract/navigation'
import { TargetLink } from '../../components/TargetLink'
import { articleTarget } from '../../lib/articleLink'
import { Pagination } from '../../components/product'
import { Notice, RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { helpPageSize, type HelpData } from './helpData'
import { Prose } from '../../components/Prose'

/** docs/behaviour.md#layout: the menu becomes a select at 768 px or less. */
const narrow = '@media screen and (max-width: 768px)'
const wide = '@media screen and (min-width: 769px)'

export interface HelpNavigation {
  typeLink: (code: string) => LinkOptions
  pageLink: (page: number) => LinkOptions
  /** Another type chosen in the narrow layout's select. */
  onType: (code: string) => void
  onSearch: (words: string) => void
}

export interface HelpScreenProps {
  list: ListState<HelpData>
  /** The article opened by the link (`collapseCode`). */
  initialOpen?: string
  /** A heading from the link (`title`), else the type's name. */
  title?: string
  words?: string
  nav: HelpNavigation
}

/** /customerService: article types on the left, their articles as folding items, 10 a page. */
export function HelpScreen({ list, ...props }: HelpScreenProps) {
  if (list.status === 'loading') return <HelpSkeleton />
  if (list.status === 'failed') return <HelpFailed retry={list.retry} />
  return <LoadedHelp data={list.data} {...props} />
}

function LoadedHelp({ data, initialOpen, title, words, nav }: Omit<HelpScreenProps, 'list'> & { data: HelpData }) {
  const { t } = useLingui()
  const [openCode, setOpenCode] = useState(initialOpen)
  const heading = title ?? (words ? t`Results for “${words}”` : (data.type?.name ?? t`Help`))
  return (
    <HelpFrame menu={<TypeMenu types={data.types} current={words ? undefined : data.type?.code} nav={nav} words={words} />}>
      <Stack gap="2" mb="8">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Customer service</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2rem', md: '2.75rem' }} lineHeight="1.1">
          {heading}
        </Heading>
      </Stack>
      {data.articles.list.length === 0 ? (
        <Notice>{words ? <Trans>No article mentions these words.</Trans> : <Trans>There are no articles here yet.</Trans>}</Notice>
      ) : (
        <Articles articles={data.articles.list} openCode={openCode} onOpen={setOpenCode} />
      )}
      <Pagination page={data.page} total={data.articles.total} pageSize={helpPageSize} pageLink={nav.pageLink} />
    </HelpFrame>
  )
}

function HelpFrame({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '8', md: '14' }}>
      <Flex gap={{ base: '6', md: '14' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Box w={{ base: 'full', md: '64' }} flexShrink={0} position={{ md: 'sticky' }} top="28">
          {menu}
        </Box>
        <Box flex="1" minW="0" w="full">
          {children}
        </Box>
      </Flex>
    </Container>
  )
}

function TypeMenu({ types, current, nav, words }: { types: ArticleType[]; current?: string; nav: HelpNavigation; words?: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="6">
      <SearchBox words={words} onSearch={nav.onSearch} />
      <Box as="nav" aria-label={t`Help topics`} css={{ [narrow]: { display: 'none' } }}>
        <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
          {types.map((type) => (
            <Box as="li" key={type.code} borderBottomWidth="1px">
              <Link {...nav.typeLink(type.code)} aria-current={type.code === current ? 'page' : undefined}>
                <Box
                  py="3"
                  px="3"
                  textStyle="sm"
                  letterSpacing="wide"
                  color={type.code === current ? 'fg' : 'fg.muted'}
                  fontWeight={type.code === current ? 'medium' : 'normal'}
                  bg={type.code === current ? 'brand.50' : undefined}
                  borderInlineStartWidth="2px"
                  borderColor={type.code === current ? 'fg' : 'transparent'}
                  _hover={{ color: 'fg', bg: 'brand.50' }}
                >
                  {type.name}
                </Box>
              </Link>
            </Box>
          ))}
        </Stack>
      </Box>
      {types.length > 0 && (
        <Box position="relative" css={{ [wide]: { display: 'none' } }}>
          <chakra.select
            aria-label={t`Help topic`}
            appearance="none"
            w="full"
            h="10"
            ps="3"
            pe="9"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border.emphasized"
            textStyle="sm"
            cursor="pointer"
            value={current ?? ''}
            onChange={(e) => nav.onType(e.currentTarget.value)}
          >
            {!current && <option value="">{t`Choose a topic`}</option>}
            {types.map((type) => (
              <option key={type.code} value={type.code}>
                {type.name}
              </option>
            ))}
          </chakra.select>
          <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" pointerEvents="none" color="fg.muted">
            <ChevronDown size={14} aria-hidden />
          </Box>
        </Box>
      )}
    </Stack>
  )
}

function SearchBox({ words, onSearch }: { words?: string; onSearch: (words: string) => void }) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(words ?? '')
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft.trim())
      }}
    >
      <Box position="relative">
        <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.subtle" pointerEvents="none">
          <Search size={14} aria-hidden />
        </Box>
        <Input
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          placeholder={t`Search help`}
          aria-label={t`Search help`}
          borderRadius="none"
          ps="9"
          maxLength={60}
        />
      </Box>
    </form>
  )
}

const Details = chakra('details')
const Summary = chakra('summary')

/**
 * The articles as native folding items (keyboard and screen-reader friendly without script);
 * opening one folds the others.
 */
function Articles({ articles, openCode, onOpen }: { articles: Article[]; openCode?: string; onOpen: (code: string | undefined) => void }) {
  return (
    <Box borderTopWidth="1px">
      {articles.map((article) =>
        article.linkType !== linkTypes.article ? (
          <Box key={article.code} borderBottomWidth="1px" py="5" px="1">
            <TargetLink to={articleTarget(article)} fontFamily="heading" textStyle={{ base: 'lg', md: 'xl' }}>
              {article.title}
            </TargetLink>
          </Box>
        ) : (
          <Details
            key={article.code}
            id={`article-${article.code}`}
            open={article.code === openCode}
            onToggle={(e) => {
              const open = e.currentTarget.open
              if (open !== (article.code === openCode)) onOpen(open ? article.code : undefined)
            }}
            borderBottomWidth="1px"
            css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
          >
            <Summary
              display="flex"
              alignItems="center"
              gap="4"
              py="5"
              px="1"
              cursor="pointer"
              listStyleType="none"
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
              _hover={{ color: 'fg.muted' }}
            >
              <Text as="span" flex="1" fontFamily="heading" textStyle={{ base: 'lg', md: 'xl' }}>
                {article.title}
              </Text>
              <ChevronDown size={16} aria-hidden style={{ transition: 'transform 0.2s', flexShrink: 0 }} />
            </Summary>
            <Box px="1" pb="8">
              <Prose html={article.content} />
            </Box>
          </Details>
        ),
      )}
    </Box>
  )
}

function HelpSkeleton() {
  const { t } = useLingui()
  return (
    <HelpFrame
      menu={
        <Stack gap="3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="10" />
          ))}
        </Stack>
      }
    >
      <Stack gap="4" aria-busy="true" aria-label={t`Loading help`}>
        <Skeleton h="3" w="32" />
        <Skeleton h="10" w="60%" mb="6" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h="14" />
        ))}
      </Stack>
    </HelpFrame>
  )
}

function HelpFailed({ retry }: { retry: () => void }) {
  return (
    <Container maxW="7xl" py={{ base: '12', md: '20' }}>
      <RetryNotice retry={retry}>
        <Trans>Help could not be loaded.</Trans>
      </RetryNotice>
    </Container>
  )
}
