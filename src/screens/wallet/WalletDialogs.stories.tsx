import { Box } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ImageUpload } from '../../components/upload/ImageUpload'
import { LowBalanceDialog } from '../../components/wallet/LowBalanceDialog'
import { RechargeTipsDialog } from '../../components/wallet/RechargeTipsDialog'
import { SetPayPasswordDialog } from '../../components/wallet/SetPayPasswordDialog'
import { WithToaster } from '../../fakes/actors'
import { fakeUpload, phone, receiptPicture } from '../../fakes/wallet'

type Which = 'setPayPassword' | 'lowBalance' | 'rechargeTips' | 'upload' | 'uploaded' | 'uploadFails'

/** The wallet's reusable dialogs (checkout opens them too) and the image upload. */
function Dialogs({ which }: { which: Which }) {
  const close = () => {}
  if (which === 'setPayPassword') return <SetPayPasswordDialog open onClose={close} />
  if (which === 'lowBalance') return <LowBalanceDialog open onClose={close} />
  if (which === 'rechargeTips') return <RechargeTipsDialog open onClose={close} />
  return (
    <WithToaster>
      <Box maxW="md" p="6">
        <ImageUpload
          label="Payment screenshot"
          value={which === 'uploaded' ? receiptPicture : null}
          onChange={() => {}}
          upload={fakeUpload(which === 'uploadFails' ? 'fail' : 'ok')}
          helper="Pick a PDF to see “Only image files can be uploaded”."
        />
      </Box>
    </WithToaster>
  )
}

const meta = {
  title: 'Wallet/Dialogs',
  component: Dialogs,
  args: { which: 'setPayPassword' },
  render: (args) => <Dialogs key={args.which} {...args} />,
} satisfies Meta<typeof Dialogs>

export default meta
type Story = StoryObj<typeof meta>

export const SetTransactionPassword: Story = {}
export const LowBalance: Story = { args: { which: 'lowBalance' } }
export const RechargeTips: Story = { args: { which: 'rechargeTips' } }
export const RechargeTipsPhone: Story = { args: { which: 'rechargeTips' }, globals: phone }
export const UploadEmpty: Story = { args: { which: 'upload' } }
export const UploadDone: Story = { args: { which: 'uploaded' } }
/** Pick an image: the upload fails with "Image upload failed". */
export const UploadFails: Story = { args: { which: 'uploadFails' } }
