import { Box, Container, HStack, IconButton, Image, SimpleGrid, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Pause, Play, Volume2, VolumeX } from 'lucide-react'
import type { ReactNode } from 'react'
import type { PromoVideo } from '../../../contract/catalog'
import { usePromoPlayback } from './PromoVideosPlayback'

/** The clips' frame: the tile keeps it before anything loads, so nothing moves. */
const size = { width: 960, height: 540 } as const
const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const

/**
 * The two promotional videos (docs/behaviour.md#home). Each plays muted by itself while half of it is
 * on screen (unless the shopper prefers reduced motion), pauses when scrolled away, and has play
 * and sound buttons; nothing of a clip downloads before its tile is drawn near the view.
 */
export function PromoVideos({ videos, autoplay = true }: { videos: PromoVideo[]; autoplay?: boolean }) {
  const { t } = useLingui()
  if (videos.length === 0) return null
  const shown = videos.slice(0, 2)
  return (
    <Container as="section" aria-label={t`Films`} maxW="8xl" px={{ base: '4', md: '8' }}>
      <SimpleGrid columns={{ base: 1, md: shown.length }} gap={{ base: '3', md: '5' }}>
        {shown.map((video, i) => (
          <PromoVideoTile key={`${video.poster}-${i}`} video={video} autoplay={autoplay} />
        ))}
      </SimpleGrid>
    </Container>
  )
}

export function PromoVideoTile({ video, autoplay = true }: { video: PromoVideo; autoplay?: boolean }) {
  return (
    <Box as="figure" position="relative" aspectRatio={16 / 9} bg="bg.inverted" overflow="hidden" m="0">
      {video.url || video.webm ? (
        <Clip video={video} autoplay={autoplay} />
      ) : (
        <Image src={video.poster} alt="" htmlWidth={size.width} htmlHeight={size.height} loading="lazy" decoding="async" {...fill} />
      )}
      <Box
        position="absolute"
        inset="0"
        pointerEvents="none"
        bgImage="linear-gradient(to top, rgba(23,21,19,0.55), rgba(23,21,19,0) 60%)"
      />
      {video.title && (
        <Text
          as="figcaption"
          position="absolute"
          left={{ base: '5', md: '8' }}
          bottom={{ base: '5', md: '7' }}
          pr="28"
          color="white"
          fontFamily="heading"
          textStyle={{ base: 'xl', md: '2xl' }}
          pointerEvents="none"
        >
          {video.title}
        </Text>
      )}
    </Box>
  )
}

/** The clip, WebM first, with captions in the shopper's language, and its two buttons. */
function Clip({ video, autoplay }: { video: PromoVideo; autoplay: boolean }) {
  const { t } = useLingui()
  const { video: ref, playing, muted, toggle, toggleSound } = usePromoPlayback(autoplay)
  const captions = video.captions
  return (
    <>
      <video ref={ref} muted playsInline loop preload="none" poster={video.poster} {...size} aria-label={video.title} style={fill}>
        {video.webm && <source src={video.webm} type="video/webm" />}
        {video.url && <source src={video.url} type="video/mp4" />}
        {captions && <track kind="captions" src={captions.src} srcLang={captions.lang} label={languageName(captions.lang)} default />}
      </video>
      <HStack position="absolute" right={{ base: '4', md: '6' }} bottom={{ base: '4', md: '6' }} gap="2">
        <ClipButton label={playing ? t`Pause ${video.title}` : t`Play ${video.title}`} onClick={toggle}>
          {playing ? <Pause fill="currentColor" /> : <Play fill="currentColor" />}
        </ClipButton>
        <ClipButton label={muted ? t`Turn the sound on` : t`Turn the sound off`} onClick={toggleSound}>
          {muted ? <VolumeX /> : <Volume2 />}
        </ClipButton>
      </HStack>
    </>
  )
}

function ClipButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      size="sm"
      borderRadius="full"
      color="white"
      bg="blackAlpha.500"
      borderWidth="1px"
      borderColor="whiteAlpha.700"
      backdropFilter="blur(4px)"
      _hover={{ bg: 'blackAlpha.700' }}
      _focusVisible={{ outline: '2px solid white', outlineOffset: '2px' }}
    >
      {children}
    </IconButton>
  )
}

/** The captions' language in its own words, for the player's menu. */
const languageName = (lang: string) => new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang
