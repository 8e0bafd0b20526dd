import { Box, Container } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { linkOptions } from '@tanstack/react-router'
import type { Population } from '../../../contract/locale'
import { sampleShellData } from '../../fakes/shell'
import { ZoneScreen } from './ZoneScreen'
import { BannerBlock } from './BannerBlock'
import { sampleHome, sampleMobileHome, sampleTree } from '../../fakes/home'
import { HomeScreen } from './HomeScreen'
import { HomeError, HomePending } from './HomeStates'
import { ProductCarousel } from './ProductCarousel'
import { ZoneSections } from './ZoneSections'
import { sampleProducts } from '../../fakes/catalog'

const help = linkOptions({ to: '/customerService', search: { code: 'help', collapseCode: 'faq' } })
const phone = { viewport: { value: 'mobile2', isRotated: false } }

const meta = {
  title: 'Home/Home page',
  component: HomeScreen,
  args: { name: 'Vitrine', data: sampleHome, platform: 2, help, autoplay: false },
} satisfies Meta<typeof HomeScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {}
/** Carousels and the brand strip moving (3 s and 2.5 s). */
export const Playing: Story = { args: { autoplay: true } }
export const Mobile: Story = { args: { data: sampleMobileHome, platform: 1 }, globals: phone }
export const Loading: Story = { render: () => <HomePending /> }
export const Failed: Story = { render: () => <HomeError onRetry={() => {}} /> }
/** Only products configured: banner and video blocks drop out. */
export const ProductsOnly: Story = {
  args: {
    data: { ...sampleHome, promotional1: [], publicize1: [], publicize2: [], publicize3: [], publicize4: [], promotionalvideo1: [] },
  },
}

export const CarouselPlaying: Story = {
  render: () => (
    <Box py="10">
      <ProductCarousel
        title="New in"
        eyebrow="Just landed"
        products={sampleProducts}
        viewAll={linkOptions({ to: '/categoryIndex', search: { type: 'newGoods' } })}
      />
    </Box>
  ),
}
export const CarouselPaused: Story = {
  render: () => (
    <Box py="10">
      <ProductCarousel title="Trending now" products={sampleProducts} autoplay={false} />
    </Box>
  ),
}
export const BannerBlocks: Story = {
  render: () => (
    <Box py="10" display="grid" gap="10">
      <BannerBlock banners={sampleHome.publicize2} label="One" />
      <BannerBlock banners={sampleHome.publicize3} label="Two" />
      <BannerBlock banners={sampleHome.publicize4} label="Three" />
    </Box>
  ),
}

const zone = (population: Population): Story => ({
  render: () => (
    <ZoneScreen population={population} help={sampleShellData.systemArticles} signedIn={false}>
      <ZoneSections population={population} categories={sampleTree} newIn={sampleProducts.slice(0, 10)} autoplay={false} />
    </ZoneScreen>
  ),
})
export const ZoneWomen = zone('female')
export const ZoneMen = zone('male')
export const ZoneKids = zone('children')
/** Help articles not configured: only the chat tile. */
export const ZoneWithoutHelp: Story = { render: () => <ZoneScreen population="children" help={null} signedIn /> }
/** Categories and new pieces failed to load: the tiles and help remain. */
export const ZoneWithoutCatalog: Story = {
  render: () => (
    <Container p="0">
      <ZoneScreen population="female" help={null} signedIn>
        <ZoneSections population="female" categories={[]} newIn={[]} />
      </ZoneScreen>
    </Container>
  ),
}
