import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { IdCardType } from '../../../contract/lifecycles'
import type { ShopApplication, ShopApplicationFields } from '../../../contract/shopApplication'
import type { FormEvent } from '../../../machines/lib/form'
import type { IdentityImage, IdentityUploadsEvent } from '../../../machines/shopApplication/identityUploads'
import {
  applicationRegionsWith,
  platformMessageMachine,
  shopApplicationFormMachine,
} from '../../../machines/shopApplication/shopApplicationForm'
import { notifyFailure } from '../../components/form/notifyFailure'
import { fake, listStateOf, type Outcome, useDrivenActor, WithToaster } from '../../fakes/actors'
import { picture } from '../../fakes/catalog'
import {
  applicationCategories,
  blankApplication,
  completeApplication,
  failedApplication,
  passedApplication,
  shopAgreement,
  waitingApplication,
} from '../../fakes/shopApplication'
import { ShopApplicationFormFields } from './ShopApplicationForm'
import { ShopApplicationFrame, ShopApplicationScreen } from './ShopApplicationScreen'

interface Args {
  load: Outcome
  save: Outcome
  submit: Outcome
  /** Whether the name check answers that a shop has the name. */
  taken: boolean | 'pending'
  application: ShopApplication
  events: FormEvent<ShopApplicationFields>[]
  /** Events for the identity images' region, after the form's. */
  cards?: IdentityUploadsEvent[]
}

const logicFor = ({ save, submit, taken }: Pick<Args, 'save' | 'submit' | 'taken'>) =>
  shopApplicationFormMachine.provide({
    actors: {
      submit: fake(submit, Date.UTC(2026, 10, 24, 9, 42), 'This invite code has been used up'),
      ...applicationRegionsWith({
        saveDraft: fake(save, true, 'The draft could not be saved'),
        checkShopName: fake(taken === 'pending' ? 'pending' : 'ok', taken === true),
        uploadIdentity: fromPromise<IdentityImage, File>(async () => ({ key: 'identity/story.png', url: picture('#d9cbb3', 'ID') })),
      }),
    },
    actions: { notifyFailure: (_, message) => notifyFailure(message) },
  })
const messageLogic = platformMessageMachine.provide({ actors: { submit: fake('ok', true) } })
const data = (application: ShopApplication) => ({ application, categories: applicationCategories, agreement: shopAgreement })

function Driven(args: Args) {
  const actor = useDrivenActor(logicFor(args), args.events, {
    input: { application: args.application },
    child: { id: 'uploads', events: args.cards ?? [] },
  })
  return (
    <ShopApplicationFrame>
      <ShopApplicationFormFields actor={actor} data={data(args.application)} messageLogic={messageLogic} />
    </ShopApplicationFrame>
  )
}

function Page(args: Args) {
  return (
    <WithToaster>
      {args.load === 'ok' ? (
        <Driven {...args} />
      ) : (
        <ShopApplicationScreen
          page={listStateOf(args.load, data(args.application))}
          logic={{ form: logicFor(args), message: messageLogic, saveOnLeave: () => {} }}
        />
      )}
    </WithToaster>
  )
}

const meta = {
  title: 'Shop/Apply',
  component: Page,
  args: { load: 'ok', save: 'ok', submit: 'ok', taken: false, application: blankApplication, events: [] },
  argTypes: {
    load: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    save: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
    submit: { control: 'inline-radio', options: ['ok', 'pending', 'fail'] },
  },
  render: (args) => (
    <Page
      key={[args.load, args.save, args.submit, String(args.taken), args.application.sta, args.events.length, args.cards?.length].join()}
      {...args}
    />
  ),
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

const phone = { viewport: { value: 'mobile2', isRotated: false } }
const submit = { type: 'SUBMIT' } as const
const edit = (field: keyof ShopApplicationFields, value: string) => ({ type: 'EDIT', field, value }) as const
const filling: FormEvent<ShopApplicationFields>[] = [
  edit('userName', 'Ann'),
  edit('surname', 'Lindqvist'),
  edit('mobile', '+46 70 123 45 67'),
  edit('email', 'ann@example.com'),
  { type: 'EDIT', field: 'cardType', value: IdCardType.passport },
  edit('shopName', 'Atelier'),
]
const named = (name: string) => ({ ...completeApplication, shopName: name })

export const Empty: Story = {}
export const EmptyPhone: Story = { globals: phone }
export const Loading: Story = { args: { load: 'pending' } }
export const LoadFailed: Story = { args: { load: 'fail' } }
/** Half filled: the draft is kept a second after the last change. */
export const Filling: Story = { args: { events: filling } }
export const NameChecking: Story = { args: { taken: 'pending', events: filling } }
export const NameAvailable: Story = { args: { application: named('Atelier Lind') } }
export const NameTaken: Story = { args: { taken: true, application: named('Maison Sakura') } }
export const NameTakenOnSubmit: Story = { args: { taken: true, application: named('Maison Sakura'), events: [submit] } }
export const NotAnImage: Story = {
  args: { cards: [{ type: 'PICK_CARD', side: 'cardFront', file: new File(['x'], 'scan.pdf', { type: 'application/pdf' }) }] },
}
export const Complete: Story = { args: { application: completeApplication } }
export const Submitting: Story = { args: { submit: 'pending', application: completeApplication, events: [submit] } }
/** The service refused (an invite code used up): its message as a toast, the form kept. */
export const Refused: Story = { args: { submit: 'fail', application: completeApplication, events: [submit] } }
export const Submitted: Story = { args: { application: completeApplication, events: [submit] } }
export const Waiting: Story = { args: { application: waitingApplication } }
export const WaitingPhone: Story = { args: { application: waitingApplication }, globals: phone }
export const Passed: Story = { args: { application: passedApplication } }
export const FailedWithReason: Story = { args: { application: failedApplication } }
export const FailedWithReasonPhone: Story = { args: { application: failedApplication }, globals: phone }
export const DraftNotSaved: Story = { args: { save: 'fail', events: filling } }

/* Each of the messages of docs/behaviour.md#shop-application, in its order. */
const invalid = (application: ShopApplication): Story => ({ args: { application, events: [submit] } })
export const FirstNameRequired = invalid(blankApplication)
export const SurnameRequired = invalid({ ...blankApplication, userName: 'Ann' })
export const MobileRequired = invalid({ ...completeApplication, mobile: '' })
export const EmailRequired = invalid({ ...completeApplication, email: '' })
export const EmailInvalid = invalid({ ...completeApplication, email: 'ann@' })
export const InviteCodeRequired = invalid({ ...completeApplication, inviteCode: '' })
export const ShopNameRequired = invalid({ ...completeApplication, shopName: '' })
export const ShopNameTooShort = invalid({ ...completeApplication, shopName: 'A' })
export const DescriptionRequired = invalid({ ...completeApplication, shopDesc: '' })
export const LogoRequired = invalid({ ...completeApplication, logo: '' })
export const CardTypeRequired = invalid({ ...completeApplication, cardType: 0 })
export const CardFrontRequired = invalid({ ...completeApplication, cardFront: '', cardFrontUrl: '' })
export const CardBackRequired = invalid({ ...completeApplication, cardBack: '', cardBackUrl: '' })
export const CategoryRequired = invalid({ ...completeApplication, saleCategory: [] })
export const AgreementRequired = invalid({ ...completeApplication, agreement: false })
export const AgreementRequiredPhone: Story = { ...AgreementRequired, globals: phone }
