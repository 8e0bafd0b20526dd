import { Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import type { HomeData } from '../../../contract/catalog'
import type { PlatformType } from '../../api/home'
import { RenderLater } from '../../components/RenderLater'
import { BannerBlock } from './BannerBlock'
import { BrandStrip } from './BrandStrip'
import { HeroBanner } from './HeroBanner'
import { Newsletter } from './Newsletter'
import { ProductCarousel } from './ProductCarousel'
import { PromoVideos } from './PromoVideos'
import { ServiceBand } from './ServiceBand'

export interface HomeScreenProps {
  name: string
  data: HomeData
  /** The platform the data was asked for: it decides the hero's shape. */
  platform: PlatformType
  /** The help page about shipping and returns. */
  help: LinkOptions
  /** False keeps the carousels still (stories). */
  autoplay?: boolean
}

const newIn = linkOptions({ to: '/categoryIndex', search: { type: 'newGoods' } })

/** The home page of docs/behaviour.md#home, block by block; empty blocks simply drop out. */
export function HomeScreen({ name, data, platform, help, autoplay = true }: HomeScreenProps) {
  const { t } = useLingui()
  // Below the hero, block by block: each is drawn in a frame of its own as the shopper scrolls near it.
  const blocks = [
    <BrandStrip key="brands" banners={data.publicize1} autoplay={autoplay} />,
    <PromoVideos key="videos" videos={data.promotionalvideo1} autoplay={autoplay} />,
    <ProductCarousel
      key="new"
      eyebrow={<Trans>Just landed</Trans>}
      title={data.productSpuList1.title || t`New in`}
      products={data.productSpuList1.productSpuDTOList}
      viewAll={newIn}
      autoplay={autoplay}
    />,
    <BannerBlock key="focus" banners={data.publicize2} label={t`In focus`} />,
    <BannerBlock key="stories" banners={data.publicize3} label={t`Stories`} />,
    <ProductCarousel
      key="hot"
      eyebrow={<Trans>Most wanted</Trans>}
      title={data.productSpuList2.title || t`Trending now`}
      products={data.productSpuList2.productSpuDTOList}
      autoplay={autoplay}
    />,
    <BannerBlock key="edits" banners={data.publicize4} label={t`Edits`} />,
    <ServiceBand key="service" help={help} />,
    <Newsletter key="newsletter" />,
  ]
  return (
    <>
      <Heading as="h1" srOnly>
        {name}
      </Heading>
      <HeroBanner banner={data.promotional1[0]} platform={platform} />
      {/* The fold's room is kept while the blocks arrive, so nothing in view moves; drawn blocks out of view skip style and layout. */}
      <Stack
        gap={{ base: '14', md: '24' }}
        pt={{ base: '6', md: '10' }}
        minH="100vh"
        css={{ '& > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 32rem' } }}
      >
        {blocks.map((block) => (
          <RenderLater key={block.key} whenNear minH="24rem">
            {block}
          </RenderLater>
        ))}
      </Stack>
    </>
  )
}
