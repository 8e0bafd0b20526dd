import { AspectRatio, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Designer } from '../../../contract/catalog'
import { designerLink } from '../../lib/categoryLink'
import type { ListState } from '../../lib/listState'
import { DirectoryFrame, DirectoryStates } from './DirectoryStates'

/** /designers: every designer, each opening their pieces. */
export function DesignersScreen({ list }: { list: ListState<Designer[]> }) {
  return <DirectoryStates list={list} ready={(designers) => <DesignerDirectory designers={designers} />} />
}

function DesignerDirectory({ designers }: { designers: Designer[] }) {
  return (
    <DirectoryFrame eyebrow={<Trans>The makers</Trans>} title={<Trans>Designers</Trans>}>
      {designers.length === 0 ? (
        <Text color="fg.muted" textStyle="lg">
          <Trans>No designers to show yet.</Trans>
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 3, lg: 4 }}
          gap={{ base: '4', md: '8' }}
          rowGap={{ base: '8', md: '12' }}
        >
          {designers.map((d, i) => (
            <li key={d.id}>
              <LinkBox as="article" className="group">
                <AspectRatio ratio={1} bg="bg.muted" overflow="hidden" mb="4">
                  <Image
                    src={d.avatar}
                    alt=""
                    width={480}
                    height={480}
                    loading={i < 4 ? 'eager' : 'lazy'}
                    objectFit="cover"
                    filter="grayscale(0.2)"
                    _groupHover={{ filter: 'none' }}
                    transition="filter 0.4s"
                  />
                </AspectRatio>
                <Stack gap="1">
                  <LinkOverlay asChild>
                    <Link {...designerLink(d)}>
                      <Text fontFamily="heading" textStyle="xl">
                        {d.name}
                      </Text>
                    </Link>
                  </LinkOverlay>
                  <Text textStyle="xs" letterSpacing="wider" textTransform="uppercase" color="fg.muted">
                    <Plural value={d.productCount} one="# piece" other="# pieces" />
                  </Text>
                  {d.description && (
                    <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                      {d.description}
                    </Text>
                  )}
                </Stack>
              </LinkBox>
            </li>
          ))}
        </SimpleGrid>
      )}
    </DirectoryFrame>
  )
}
