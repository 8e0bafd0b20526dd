import type { Meta, StoryObj } from '@storybook/react-vite'
import { LogoCropDialog } from '../../components/upload/LogoCropDialog'

const landscape = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#efe8da"/><circle cx="600" cy="400" r="260" fill="#2f2a26"/><text x="600" y="440" font-family="Georgia" font-size="120" text-anchor="middle" fill="#efe8da">AL</text></svg>',
)}`

function Dialog({ upload }: { upload: 'ok' | 'fail' | 'pending' }) {
  const answer = () =>
    upload === 'ok'
      ? Promise.resolve('/uploads/logo.png')
      : upload === 'fail'
        ? Promise.reject(new Error('Image upload failed'))
        : new Promise<string>(() => {})
  return <LogoCropDialog source={landscape} upload={answer} onDone={() => {}} onClose={() => {}} />
}

const meta = {
  title: 'Shop/Apply/Logo crop',
  component: Dialog,
  args: { upload: 'ok' },
  argTypes: { upload: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] } },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Cropping: Story = {}
export const CroppingPhone: Story = { globals: { viewport: { value: 'mobile2', isRotated: false } } }
/** Use this logo stays busy: the upload never answers. */
export const SlowUpload: Story = { args: { upload: 'pending' } }
/** Use this logo fails: the message shows and the crop stays. */
export const FailingUpload: Story = { args: { upload: 'fail' } }
