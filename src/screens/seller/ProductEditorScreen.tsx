import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { ListingStatus } from '../../../contract/lifecycles'
import type { SellerProduct } from '../../../contract/seller'
import { validateSellerDraft } from '../../../contract/sellerForms'
import { autosaves, unsavedProduct } from '../../../machines/seller/productEditor'
import { useProblemText } from '../../components/form/fieldErrors'
import { FormStack } from '../../components/form/FormStack'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { EditorBasics } from './EditorBasics'
import { EditorColours } from './EditorColours'
import type { EditorData } from './editorData'
import type { EditorLogic } from './editorMachines'
import { type EditorActor, editorFieldIds, useDraft } from './editorParts'
import { EditorSkus } from './EditorSkus'
import { EditorTexts } from './EditorTexts'
import { listingLabels } from './labels'
import { FormSection, FormSkeleton } from './FormParts'

export interface ProductEditorScreenProps {
  page: ListState<EditorData>
  /** The editor machine for the loaded product, its calls provided. */
  logic: (product: SellerProduct) => EditorLogic
  /** Keeps a change not saved yet when the page is left (the editor's actor is stopped by then). */
  saveOnLeave: (product: SellerProduct) => void
  /** A new product's first draft was saved as `id`: the page may move to the product's address (a reload then keeps it). */
  created?: (id: number, data: EditorData) => void
}

/** /seller/products/new and /seller/products/$id: the product editor (docs/behaviour.md#seller-center). */
export function ProductEditorScreen({ page, logic, saveOnLeave, created }: ProductEditorScreenProps) {
  return (
    <Stack gap="6" maxW="4xl">
      {page.status === 'loading' && <FormSkeleton />}
      {page.status === 'failed' && (
        <RetryNotice retry={page.retry}>
          <Trans>We could not load this product.</Trans>
        </RetryNotice>
      )}
      {page.status === 'ready' && (
        <ProductEditor key={loadNumber(page.data)} data={page.data} logic={logic} saveOnLeave={saveOnLeave} created={created} />
      )}
    </Stack>
  )
}

/** Each load of the page starts a new editor, even of the same product (loaded again once sent). */
const loads = new WeakMap<EditorData, number>()
let loaded = 0
function loadNumber(data: EditorData) {
  if (!loads.has(data)) loads.set(data, ++loaded)
  return loads.get(data)
}

function ProductEditor({ data, logic, saveOnLeave, created }: { data: EditorData } & Omit<ProductEditorScreenProps, 'page'>) {
  const actor = useActorRef(logic(data.product), { input: { product: data.product } }) as unknown as EditorActor
  const id = useSelector(actor, (s) => s.context.form.id)
  useEffect(() => {
    if (data.product.id === undefined && id !== undefined) created?.(id, data)
  }, [id, data, created])
  useEffect(() => {
    const leave = () => {
      const snapshot = actor.getSnapshot()
      const product = unsavedProduct(snapshot)
      // A first save still out creates the product: another save without its id would create a second one.
      const creating = product?.id === undefined && snapshot.children.draft?.getSnapshot().hasTag('draftSaving')
      if (product && !creating) saveOnLeave(product)
    }
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [actor, saveOnLeave])
  return <ProductEditorForm actor={actor} data={data} />
}

/** The editor of a running machine (stories drive it with events): every field, the draft's state, Save or Submit. */
export function ProductEditorForm({ actor, data }: { actor: EditorActor; data: EditorData }) {
  const problem = useSelector(actor, (s) => s.context.problem)
  const errorOf = useProblemText(problem)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const sent = useSelector(actor, (s) => s.hasTag('done'))
  const parts = { actor, data, disabled: busy || sent, errorOf }
  return (
    <Stack gap="6">
      <EditorHeading product={data.product} />
      <FormStack
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
        focus={{ problem, id: problem ? editorFieldIds[problem.field] : undefined }}
      >
        <FormSection title={<Trans>Where it is sold</Trans>}>
          <EditorBasics {...parts} />
        </FormSection>
        <FormSection title={<Trans>Name and description</Trans>}>
          <EditorTexts {...parts} />
        </FormSection>
        <FormSection title={<Trans>Colours, pictures and sizes</Trans>}>
          <EditorColours {...parts} />
        </FormSection>
        <FormSection title={<Trans>Prices and stock</Trans>}>
          <EditorSkus {...parts} />
        </FormSection>
        <EditorActions actor={actor} product={data.product} busy={busy} sent={sent} />
      </FormStack>
    </Stack>
  )
}

function EditorHeading({ product }: { product: SellerProduct }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="2">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        {product.id === undefined ? <Trans>New product</Trans> : <Trans>Edit product</Trans>}
      </Heading>
      {product.listing !== undefined && (
        <HStack gap="2" wrap="wrap">
          <Badge borderRadius="none" variant="outline" colorPalette={product.listing === ListingStatus.rejected ? 'red' : 'gray'}>
            {i18n._(listingLabels[product.listing] ?? listingLabels[ListingStatus.draft])}
          </Badge>
          {product.rejectReason && (
            <Text textStyle="sm" color="red.700">
              <Trans>Reason: {product.rejectReason}</Trans>
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  )
}

/**
 * A new, draft or rejected product is kept as the owner types and submitted for review; a listed
 * one is saved only on Save, its change going to review (docs/behaviour.md#seller-center).
 */
function EditorActions({ actor, product, busy, sent }: { actor: EditorActor; product: SellerProduct; busy: boolean; sent: boolean }) {
  const { t } = useLingui()
  const uploading = useSelector(actor, (s) => s.context.regions.uploads?.busy ?? false)
  const drafted = autosaves(product)
  return (
    <Stack gap="3" pt="4" borderTopWidth="1px">
      <HStack gap="4" justify="space-between" wrap="wrap">
        {drafted ? (
          <DraftLine actor={actor} />
        ) : (
          <Text textStyle="sm" color="fg.muted">{t`Your changes go to review before shoppers see them.`}</Text>
        )}
        <Button
          type="submit"
          borderRadius="none"
          bg="fg"
          color="bg"
          loading={busy || uploading}
          loadingText={uploading ? t`Uploading…` : t`Sending…`}
          disabled={sent}
        >
          {drafted ? <Trans>Submit for review</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </HStack>
      {sent && (
        <Text role="status" color="fg.muted">
          <Trans>Sent: the product waits for review.</Trans>
        </Text>
      )}
    </Stack>
  )
}

/** A discreet word on the draft: saved, saving, or not kept yet. */
function DraftLine({ actor }: { actor: EditorActor }) {
  const draft = useDraft(actor)
  const saving = useSelector(draft, (s) => s?.hasTag('draftSaving') ?? false)
  const saved = useSelector(draft, (s) => s?.hasTag('draftSaved') ?? false)
  const failed = useSelector(draft, (s) => s?.hasTag('draftFailed') ?? false)
  const notReady = useSelector(actor, (s) => validateSellerDraft(s.context.form) !== null)
  return (
    <Text textStyle="sm" color={failed ? 'fg.error' : 'fg.muted'} aria-live="polite" minH="5">
      {saving && <Trans>Saving…</Trans>}
      {saved && <Trans>Saved</Trans>}
      {failed &&
        (notReady ? (
          <Trans>Not saved yet: a draft needs a category and a brand.</Trans>
        ) : (
          <Trans>The draft could not be saved; it is tried again with your next change.</Trans>
        ))}
    </Text>
  )
}
