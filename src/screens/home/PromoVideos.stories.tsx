import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { PromoVideo } from '../../../contract/catalog'
import atelierMp4 from '../../../server/seed/media/video/atelier.mp4?url'
import atelierVtt from '../../../server/seed/media/video/atelier.ja.vtt?url'
import atelierWebm from '../../../server/seed/media/video/atelier.webm?url'
import atelierPoster from '../../../server/seed/media/video/atelier.webp?url'
import lookbookMp4 from '../../../server/seed/media/video/lookbook.mp4?url'
import lookbookVtt from '../../../server/seed/media/video/lookbook.en.vtt?url'
import lookbookWebm from '../../../server/seed/media/video/lookbook.webm?url'
import lookbookPoster from '../../../server/seed/media/video/lookbook.webp?url'
import { PromoVideos } from './PromoVideos'

/** The seeded clips themselves. */
const clips: PromoVideo[] = [
  {
    url: lookbookMp4,
    webm: lookbookWebm,
    poster: lookbookPoster,
    title: 'The autumn lookbook',
    captions: { src: lookbookVtt, lang: 'en' },
  },
  { url: atelierMp4, webm: atelierWebm, poster: atelierPoster, title: '縫い目の向こう側', captions: { src: atelierVtt, lang: 'ja' } },
]

const meta = {
  title: 'Home/Promo videos',
  component: PromoVideos,
  args: { videos: clips, autoplay: true },
  decorators: [
    (Story) => (
      <Box py="10">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PromoVideos>

export default meta
type Story = StoryObj<typeof meta>

/** Muted, each playing while half of it is in view (scroll the canvas to pause them), with their captions. */
export const Playing: Story = {}
/** As a shopper who prefers reduced motion sees them: still on their posters until the play button. */
export const WaitingForPlay: Story = { args: { autoplay: false } }
/** A tenant's video without a clip yet: its poster and title only. */
export const PosterOnly: Story = { args: { videos: clips.map((clip) => ({ ...clip, url: null, webm: null, captions: null })) } }
