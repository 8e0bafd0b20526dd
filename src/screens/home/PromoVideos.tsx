import { Box, Container, Image, SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Play } from 'lucide-react'
import { useState } from 'react'
import type { PromoVideo } from '../../../contract/catalog'

const size = { width: 960, height: 540 } as const

/** The two promotional videos: a poster first (lazy, sized), the video only once asked to play. */
export function PromoVideos({ videos }: { videos: PromoVideo[] }) {
  const { t } = useLingui()
  if (videos.length === 0) return null
  const shown = videos.slice(0, 2)
  return (
    <Container as="section" aria-label={t`Films`} maxW="8xl" px={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, md: shown.length }} gap={{ base: '3', md: '5' }}>
        {shown.map((video, i) => (
          <PromoVideoTile key={`${video.poster}-${i}`} video={video} />
        ))}
      </SimpleGrid>
    </Container>
  )
}

export function PromoVideoTile({ video }: { video: PromoVideo }) {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  return (
    <Box as="figure" position="relative" aspectRatio={16 / 9} bg="bg.inverted" overflow="hidden" m="0">
      {playing && video.url ? (
        <video
          src={video.url}
          poster={video.poster}
          {...size}
          controls
          autoPlay
          playsInline
          preload="none"
          aria-label={video.title}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <>
          <Image
            src={video.poster}
            alt=""
            htmlWidth={size.width}
            htmlHeight={size.height}
            loading="lazy"
            decoding="async"
            position="absolute"
            inset="0"
            w="100%"
            h="100%"
            objectFit="cover"
          />
          <Box position="absolute" inset="0" bgImage="linear-gradient(to top, rgba(23,21,19,0.55), rgba(23,21,19,0) 60%)" />
          {video.url && (
            <Box
              as="button"
              onClick={() => setPlaying(true)}
              aria-label={t`Play ${video.title}`}
              position="absolute"
              inset="0"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              color="white"
              _focusVisible={{ outline: '2px solid white', outlineOffset: '-6px' }}
            >
              <Box
                as="span"
                display="flex"
                alignItems="center"
                justifyContent="center"
                boxSize="16"
                borderRadius="full"
                borderWidth="1px"
                borderColor="whiteAlpha.800"
                bg="blackAlpha.300"
                backdropFilter="blur(4px)"
              >
                <Play size={22} strokeWidth={1.5} fill="currentColor" aria-hidden />
              </Box>
            </Box>
          )}
          {video.title && (
            <Text
              as="figcaption"
              position="absolute"
              left={{ base: '5', md: '8' }}
              bottom={{ base: '5', md: '7' }}
              color="white"
              fontFamily="heading"
              textStyle={{ base: 'xl', md: '2xl' }}
              pointerEvents="none"
            >
              {video.title}
            </Text>
          )}
        </>
      )}
    </Box>
  )
}
