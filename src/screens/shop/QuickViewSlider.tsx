import { AspectRatio, Box, HStack, IconButton, Image } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect } from 'react'
import { quickViewTiming } from '../../../machines/catalog/quickView'
import { cardImageSize } from '../../components/product'
import type { QuickViewActor } from './QuickViewDialog'

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * The quick view's images, sliding in 1 s and advancing every 2 s. Hover or focus holds it;
 * the pause button stops it until play (and it starts stopped for reduced motion).
 */
export function QuickViewSlider({ actor, images, name }: { actor: QuickViewActor; images: string[]; name: string }) {
  const { t } = useLingui()
  const slide = useSelector(actor, (s) => s.context.slide)
  const stopped = useSelector(actor, (s) => s.matches({ open: 'stopped' }))
  const several = images.length > 1
  useEffect(() => {
    if (reducedMotion()) actor.send({ type: 'STOP' })
  }, [actor])

  return (
    <Box
      as="section"
      aria-roledescription={t`carousel`}
      aria-label={t`Pictures of ${name}`}
      position="relative"
      bg="bg.muted"
      overflow="hidden"
      onMouseEnter={() => actor.send({ type: 'HOLD' })}
      onMouseLeave={() => actor.send({ type: 'RELEASE' })}
      onFocus={() => actor.send({ type: 'HOLD' })}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && actor.send({ type: 'RELEASE' })}
    >
      <Box
        display="flex"
        transform={`translateX(-${slide * 100}%)`}
        transition={`transform ${quickViewTiming.speedMs}ms ease`}
        aria-live={stopped ? 'polite' : 'off'}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      >
        {images.map((src, i) => (
          <Box
            key={src}
            flex="0 0 100%"
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${images.length}`}
            aria-hidden={i !== slide}
          >
            <AspectRatio ratio={3 / 4}>
              <Image
                src={src}
                alt={i === 0 ? name : ''}
                {...cardImageSize}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                objectFit="cover"
              />
            </AspectRatio>
          </Box>
        ))}
      </Box>
      {several && (
        <>
          <SlideButton side="start" label={t`Previous picture`} onClick={() => actor.send({ type: 'PREV' })} />
          <SlideButton side="end" label={t`Next picture`} onClick={() => actor.send({ type: 'NEXT' })} />
          <HStack position="absolute" bottom="3" insetX="0" justify="center" gap="2">
            <IconButton
              size="2xs"
              variant="ghost"
              bg="bg/80"
              borderRadius="full"
              aria-label={stopped ? t`Play the slideshow` : t`Pause the slideshow`}
              onClick={() => actor.send({ type: stopped ? 'PLAY' : 'STOP' })}
            >
              {stopped ? <Play size={10} aria-hidden /> : <Pause size={10} aria-hidden />}
            </IconButton>
            {images.map((src, i) => (
              <Box
                as="button"
                key={src}
                aria-label={t`Show picture ${i + 1}`}
                aria-current={i === slide ? 'true' : undefined}
                w="6"
                h="6"
                display="grid"
                placeItems="center"
                cursor="pointer"
                onClick={() => actor.send({ type: 'GO', index: i })}
                _before={{
                  content: '""',
                  w: '2',
                  h: '2',
                  borderRadius: 'full',
                  bg: i === slide ? 'fg' : 'fg/30',
                  transition: 'background 0.3s',
                }}
              />
            ))}
          </HStack>
        </>
      )}
    </Box>
  )
}

function SlideButton({ side, label, onClick }: { side: 'start' | 'end'; label: string; onClick: () => void }) {
  return (
    <IconButton
      position="absolute"
      top="50%"
      transform="translateY(-50%)"
      {...(side === 'start' ? { insetStart: '2' } : { insetEnd: '2' })}
      size="sm"
      variant="ghost"
      bg="bg/80"
      borderRadius="full"
      aria-label={label}
      onClick={onClick}
    >
      {side === 'start' ? <ChevronLeft size={16} aria-hidden /> : <ChevronRight size={16} aria-hidden />}
    </IconButton>
  )
}
