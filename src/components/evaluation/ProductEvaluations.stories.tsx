import type { Meta, StoryObj } from '@storybook/react-vite'
import { Container } from '@chakra-ui/react'
import type { ProductEvaluations as Evaluations } from '../../../contract/evaluation'
import { noReviews, reviewPhotos, someReviews } from '../../fakes/evaluation'
import { pending, rejected, resolved } from '../../fakes/promises'
import { Lightbox } from './Photos'
import { ProductEvaluations } from './ProductEvaluations'

type Answer = 'some' | 'none' | 'pending' | 'fail'

const loaders: Record<Answer, () => Promise<Evaluations>> = {
  some: () => resolved(someReviews),
  none: () => resolved(noReviews),
  pending: () => pending(),
  fail: () => rejected(),
}

function Section({ answer }: { answer: Answer }) {
  return (
    <Container maxW="4xl">
      <ProductEvaluations load={loaders[answer]} />
    </Container>
  )
}

const meta = {
  title: 'Catalog/Product reviews',
  component: Section,
  args: { answer: 'some' },
  argTypes: { answer: { control: 'inline-radio', options: ['some', 'none', 'pending', 'fail'] } },
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

/** The average, the count, the newest reviews with their photos (the first with "+2"); 12 reviews make two pages. */
export const Some: Story = {}
export const None: Story = { args: { answer: 'none' } }
export const Loading: Story = { args: { answer: 'pending' } }
export const Failed: Story = { args: { answer: 'fail' } }
/** A photo opened: previous and next, arrow keys, Escape. */
export const LightboxOpen: Story = { render: () => <Lightbox urls={reviewPhotos} index={1} onIndex={() => {}} /> }
