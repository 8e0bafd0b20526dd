import { Box, Grid, Heading, Image, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useState } from 'react'
import type { CategoryNode } from '../../../../contract/catalog'
import { categoryLink } from '../../../lib/categoryLink'
import type { CategoryMenu } from './navEntries'
import { menuRoots, type TreeState } from './treeSource'

export interface SubMenuProps {
  id: string
  label: string
  tree: TreeState
  /** What the entry opens: its menu type and the category it names (0: none). */
  menu: { type: CategoryMenu; id: number }
  /** Where "view all" leads (the entry's own page). */
  all: LinkOptions
  onNavigate: () => void
}

/** The sub-menu panel: level-one categories down the side, the active one's level-two headings with level-three links, a few pieces. */
export function SubMenu({ id, label, tree, menu, all, onNavigate }: SubMenuProps) {
  const roots = menuRoots(tree.nodes, menu)
  const [activeId, setActiveId] = useState<number | null>(null)
  const active = roots.find((r) => r.id === activeId) ?? roots[0]
  const rail = roots.length > 1
  return (
    <Box
      id={id}
      role="region"
      aria-label={label}
      position="absolute"
      insetX="0"
      top="100%"
      bg="bg"
      borderTopWidth="1px"
      borderBottomWidth="1px"
      borderColor="border"
      boxShadow="0 24px 40px -28px rgba(23,21,19,0.35)"
      px={{ base: '4', md: '8' }}
      py="8"
      textTransform="none"
      letterSpacing="normal"
      textStyle="sm"
    >
      {tree.status === 'ready' && roots.length > 0 ? (
        <Grid templateColumns={rail ? '13rem 1fr auto' : '1fr auto'} gap="10" alignItems="start">
          {rail && (
            <Stack as="ul" listStyleType="none" gap="1" borderRightWidth="1px" borderColor="border" pr="6">
              {roots.map((root) => (
                <li key={root.id}>
                  <ChakraLink
                    asChild
                    display="block"
                    py="1.5"
                    fontFamily="heading"
                    textStyle="lg"
                    color={root.id === active.id ? 'fg' : 'fg.muted'}
                    onPointerEnter={() => setActiveId(root.id)}
                    onFocus={() => setActiveId(root.id)}
                  >
                    <Link {...categoryLink(root)} onClick={onNavigate} aria-current={root.id === active.id ? 'true' : undefined}>
                      {root.name}
                    </Link>
                  </ChakraLink>
                </li>
              ))}
              <li>
                <ChakraLink
                  asChild
                  display="block"
                  mt="3"
                  textStyle="xs"
                  letterSpacing="caps"
                  textTransform="uppercase"
                  textDecoration="underline"
                  textUnderlineOffset="4px"
                >
                  <Link {...all} onClick={onNavigate}>
                    <Trans>View all</Trans>
                  </Link>
                </ChakraLink>
              </li>
            </Stack>
          )}
          <Columns node={active} onNavigate={onNavigate} />
          <Pieces node={active} onNavigate={onNavigate} />
        </Grid>
      ) : tree.status === 'failed' || (tree.status === 'ready' && roots.length === 0) ? (
        <Text color="fg.muted">
          <ChakraLink asChild textDecoration="underline">
            <Link {...all} onClick={onNavigate}>
              <Trans>See everything in {label}</Trans>
            </Link>
          </ChakraLink>
        </Text>
      ) : (
        <Grid templateColumns="repeat(4, 1fr)" gap="10" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Stack key={i} gap="3">
              <Skeleton h="5" w="60%" />
              <Skeleton h="3" w="80%" />
              <Skeleton h="3" w="70%" />
              <Skeleton h="3" w="50%" />
            </Stack>
          ))}
        </Grid>
      )}
    </Box>
  )
}

/** Level-two headings, each with its level-three links. */
function Columns({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  return (
    <Grid templateColumns="repeat(auto-fill, minmax(11rem, 1fr))" columnGap="8" rowGap="8">
      {node.child.map((group) => (
        <Stack key={group.id} gap="3">
          <Heading as="h3" textStyle="xs" letterSpacing="caps" textTransform="uppercase" fontWeight="medium">
            <ChakraLink asChild>
              <Link {...categoryLink(group)} onClick={onNavigate}>
                {group.name}
              </Link>
            </ChakraLink>
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2" color="fg.muted">
            {group.child.map((leaf) => (
              <li key={leaf.id}>
                <ChakraLink asChild _hover={{ color: 'fg' }}>
                  <Link {...categoryLink(leaf)} onClick={onNavigate}>
                    {leaf.name}
                  </Link>
                </ChakraLink>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Grid>
  )
}

/** Up to three pieces of the category (productSpu), when the tree carries them. */
function Pieces({ node, onNavigate }: { node: CategoryNode; onNavigate: () => void }) {
  const pieces = (node.productSpu ?? []).slice(0, 3)
  if (pieces.length === 0) return null
  return (
    <Stack as="ul" listStyleType="none" direction="row" gap="4">
      {pieces.map((p) => (
        <Box as="li" key={`${p.shopId}-${p.spuId}`} w="8.5rem">
          <Link to="/productDetail" search={{ no: p.spuId, shopId: p.shopId }} onClick={onNavigate}>
            <Image
              src={p.picUrl}
              alt=""
              htmlWidth={300}
              htmlHeight={400}
              loading="lazy"
              decoding="async"
              aspectRatio={3 / 4}
              objectFit="cover"
              w="full"
              h="auto"
              bg="bg.muted"
            />
            <Text mt="2" textStyle="xs" lineClamp={2}>
              {p.name}
            </Text>
          </Link>
        </Box>
      ))}
    </Stack>
  )
}
