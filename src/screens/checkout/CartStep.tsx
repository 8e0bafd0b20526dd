import { Box, Button, Checkbox, Flex, Grid, HStack, IconButton, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Minus, Plus, Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { CartLine } from '../../../contract/order'
import { thumbnailUrl } from '../../../contract/uploads'
import { cartTotals, type cartMachine, groupByShop, maxCount, settleable, unavailableReason } from '../../../machines/cart/cart'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Usd } from '../../components/Usd'
import { Notice, RetryNotice } from '../../components/Notice'
import { RechargeTipsDialog } from '../../components/wallet/RechargeTipsDialog'
import { SummaryPanel, Totals } from './CheckoutFrame'
import { OwnStoreDialog } from '../../components/shop/OwnStoreDialog'

export type CartActor = ActorRefFrom<typeof cartMachine>

const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs' } as const

/**
 * Step 1, the bag (docs/behaviour.md#checkout): lines grouped by shop, chosen per line, per shop or all,
 * quantities, removal after a question, lines that cannot be bought apart, the totals and Settle.
 * `onSettled` receives the chosen line ids once the settle check passed.
 */
export function CartStep({ actor, onSettled }: { actor: CartActor; onSettled: (lines: number[]) => void }) {
  const { lines, selected, removing } = useSelector(actor, (s) => s.context)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const settled = useSelector(actor, (s) => s.hasTag('settled'))
  const settled_ = useRef(onSettled)
  settled_.current = onSettled
  useEffect(() => {
    if (settled) settled_.current(actor.getSnapshot().output ?? [])
  }, [settled, actor])

  if (loading) return <CartSkeleton />
  if (failed)
    return (
      <RetryNotice retry={() => actor.send({ type: 'RELOAD' })}>
        <Trans>Your bag could not be loaded.</Trans>
      </RetryNotice>
    )
  if (lines.length === 0) return <EmptyCart />
  const available = lines.filter(settleable)
  const unavailable = lines.filter((l) => !settleable(l))
  const unavailablePieces = unavailable.reduce((sum, l) => sum + l.count, 0)
  const allChosen = available.length > 0 && available.every((l) => selected.includes(l.id))
  const chosenIds = selected.filter((id) => available.some((l) => l.id === id))
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap={{ base: '6', lg: '10' }} alignItems="start">
      <Stack gap="6">
        {available.length > 0 && (
          <Flex justify="space-between" align="center" borderBottomWidth="1px" borderColor="border.muted" pb="3" gap="3" flexWrap="wrap">
            <Checkbox.Root size="sm" checked={allChosen} onCheckedChange={() => actor.send({ type: 'TOGGLE_ALL' })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control borderRadius="none" />
              <Checkbox.Label>
                <Trans>Select all</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            <Button
              size="sm"
              variant="ghost"
              borderRadius="none"
              disabled={chosenIds.length === 0}
              onClick={() => actor.send({ type: 'REMOVE', ids: chosenIds })}
            >
              <Trash2 size={14} aria-hidden />
              <Trans>Remove selected</Trans>
            </Button>
          </Flex>
        )}
        {groupByShop(available).map((group) => (
          <Stack key={group.shopId} as="section" gap="0" borderWidth="1px" borderColor="border.muted">
            <Flex bg="bg.subtle" px="4" py="3" align="center" justify="space-between" gap="3">
              <Checkbox.Root
                size="sm"
                checked={group.lines.every((l) => selected.includes(l.id))}
                onCheckedChange={() => actor.send({ type: 'TOGGLE_SHOP', shopId: group.shopId })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control borderRadius="none" />
                <Checkbox.Label fontWeight="medium">{group.shopName}</Checkbox.Label>
              </Checkbox.Root>
              <Text textStyle="xs" color="fg.muted">
                {group.freight === 0 ? (
                  <Trans>Exempt from postage</Trans>
                ) : (
                  <Trans>
                    Freight <Usd cents={group.freight} />
                  </Trans>
                )}
              </Text>
            </Flex>
            {group.lines.map((line) => (
              <LineRow key={line.id} line={line} actor={actor} chosen={selected.includes(line.id)} />
            ))}
          </Stack>
        ))}
        {unavailable.length > 0 && (
          <Stack as="section" gap="0" borderWidth="1px" borderColor="border.muted" aria-labelledby="cart-unavailable">
            <Flex bg="bg.subtle" px="4" py="3" justify="space-between" align="center" gap="3">
              <Text id="cart-unavailable" fontWeight="medium">
                <Plural
                  value={unavailablePieces}
                  one="Not available: # piece, not counted in the bag"
                  other="Not available: # pieces, not counted in the bag"
                />
              </Text>
              <Button
                size="xs"
                variant="ghost"
                borderRadius="none"
                onClick={() => actor.send({ type: 'REMOVE', ids: unavailable.map((l) => l.id) })}
              >
                <Trans>Remove all</Trans>
              </Button>
            </Flex>
            {unavailable.map((line) => (
              <LineRow key={line.id} line={line} actor={actor} chosen={false} />
            ))}
          </Stack>
        )}
      </Stack>
      <CartSummary actor={actor} />
      <CartDialogs actor={actor} count={removing.length} />
    </Grid>
  )
}

function LineRow({ line, actor, chosen }: { line: CartLine; actor: CartActor; chosen: boolean }) {
  const { t } = useLingui()
  const reason = unavailableReason(line)
  const max = maxCount(line)
  // An unavailable line may still be brought down to its stock ("only N left").
  const editable = !reason || reason.kind === 'fewLeft'
  const setCount = (count: number) => actor.send({ type: 'SET_COUNT', id: line.id, count })
  return (
    <Grid
      templateColumns={{ base: 'auto 72px 1fr', md: 'auto 96px 1fr auto auto' }}
      gap={{ base: '3', md: '4' }}
      px="4"
      py="4"
      borderTopWidth="1px"
      borderColor="border.muted"
      alignItems="center"
      opacity={reason ? 0.6 : 1}
      data-testid="cart-line"
    >
      <Checkbox.Root
        size="sm"
        checked={chosen}
        disabled={Boolean(reason)}
        onCheckedChange={() => actor.send({ type: 'TOGGLE_LINE', id: line.id })}
        aria-label={t`Choose ${line.spu.name}`}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control borderRadius="none" />
      </Checkbox.Root>
      <Link to="/productDetail" search={{ no: line.spu.id, shopId: line.sku.shopId }}>
        <Image
          src={thumbnailUrl(line.spu.picUrl)}
          alt={line.spu.name}
          w={{ base: '72px', md: '96px' }}
          aspectRatio="3/4"
          objectFit="cover"
          bg="bg.muted"
          filter={reason ? 'grayscale(1)' : undefined}
        />
      </Link>
      <Stack gap="1" minW="0">
        <Text {...caps} color="fg.muted">
          {line.spu.brandName}
        </Text>
        <Text lineClamp={2}>{line.spu.name}</Text>
        {line.sku.properties && (
          <Text textStyle="xs" color="fg.muted">
            {line.sku.properties}
          </Text>
        )}
        <Text textStyle="sm">
          <Usd cents={line.sku.saleprice} />
        </Text>
        {reason && (
          <Text textStyle="xs" color="fg.error" role="note">
            {reason.kind === 'holiday' ? (
              <Reopens at={reason.reopens} />
            ) : reason.kind === 'fewLeft' ? (
              <Trans>Only {reason.left} left</Trans>
            ) : reason.kind === 'soldOut' ? (
              <Trans>Sold out</Trans>
            ) : (
              <Trans>Off sale</Trans>
            )}
          </Text>
        )}
        <HStack gap="3" display={{ base: 'flex', md: 'none' }} mt="1">
          {editable && <Quantity line={line} max={max} onChange={setCount} />}
          <RemoveButton line={line} actor={actor} />
        </HStack>
      </Stack>
      <Box display={{ base: 'none', md: 'block' }}>{editable && <Quantity line={line} max={max} onChange={setCount} />}</Box>
      <Stack display={{ base: 'none', md: 'flex' }} align="flex-end" gap="2" minW="24">
        <Text fontWeight="medium">
          <Usd cents={line.sku.saleprice * line.count} />
        </Text>
        <RemoveButton line={line} actor={actor} />
      </Stack>
    </Grid>
  )
}

function Quantity({ line, max, onChange }: { line: CartLine; max: number; onChange: (count: number) => void }) {
  const { t } = useLingui()
  return (
    <HStack gap="0" borderWidth="1px" borderColor="border" w="fit-content">
      <IconButton
        size="xs"
        variant="ghost"
        borderRadius="none"
        aria-label={t`One fewer`}
        disabled={line.count <= 1}
        onClick={() => onChange(line.count - 1)}
      >
        <Minus size={12} />
      </IconButton>
      <Input
        size="xs"
        w="10"
        textAlign="center"
        border="none"
        inputMode="numeric"
        aria-label={t`Quantity of ${line.spu.name}`}
        value={line.count}
        onChange={(e) => onChange(Number(e.target.value.replace(/\D+/g, '')) || 1)}
      />
      <IconButton
        size="xs"
        variant="ghost"
        borderRadius="none"
        aria-label={t`One more`}
        disabled={line.count >= max}
        onClick={() => onChange(line.count + 1)}
      >
        <Plus size={12} />
      </IconButton>
    </HStack>
  )
}

function RemoveButton({ line, actor }: { line: CartLine; actor: CartActor }) {
  const { t } = useLingui()
  return (
    <IconButton
      size="xs"
      variant="ghost"
      borderRadius="none"
      aria-label={t`Remove ${line.spu.name}`}
      onClick={() => actor.send({ type: 'REMOVE', ids: [line.id] })}
    >
      <Trash2 size={14} />
    </IconButton>
  )
}

function CartSummary({ actor }: { actor: CartActor }) {
  const { lines, selected } = useSelector(actor, (s) => s.context)
  const canSettle = useSelector(actor, (s) => s.can({ type: 'SETTLE' }))
  const busy = useSelector(actor, (s) => s.hasTag('busy') && !s.hasTag('confirmRemove'))
  const counting = useSelector(actor, (s) => s.hasTag('counting'))
  const totals = cartTotals(lines, selected)
  return (
    <SummaryPanel
      title={<Trans>Summary</Trans>}
      label={<Trans>Settle</Trans>}
      disabled={!canSettle || counting}
      loading={busy}
      onAction={() => actor.send({ type: 'SETTLE' })}
    >
      <Text textStyle="sm" color="fg.muted">
        <Plural value={totals.pieces} one="# piece chosen" other="# pieces chosen" />
      </Text>
      <Totals {...totals} />
    </SummaryPanel>
  )
}

function CartDialogs({ actor, count }: { actor: CartActor; count: number }) {
  const confirming = useSelector(actor, (s) => s.hasTag('confirmRemove'))
  const removing = useSelector(actor, (s) => s.hasTag('confirmRemove') && s.hasTag('busy'))
  const tips = useSelector(actor, (s) => s.hasTag('rechargeTips'))
  const ownStore = useSelector(actor, (s) => s.hasTag('ownStore'))
  const close = () => actor.send({ type: 'CLOSE' })
  return (
    <>
      <ConfirmDialog
        open={confirming}
        busy={removing}
        title={<Trans>Remove from your bag?</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        onCancel={() => actor.send({ type: 'CANCEL' })}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
      >
        <Plural value={count} one="This piece will leave your bag." other="These # pieces will leave your bag." />
      </ConfirmDialog>
      <RechargeTipsDialog open={tips} onClose={close} />
      <OwnStoreDialog where="bag" open={ownStore} onClose={close} />
    </>
  )
}

/** An empty bag: a word and the way back to shopping. */
export function EmptyCart() {
  return (
    <Notice
      action={
        <Button asChild variant="outline" borderRadius="none" {...caps}>
          <Link to="/">
            <Trans>Continue shopping</Trans>
          </Link>
        </Button>
      }
    >
      <Trans>Your bag is empty.</Trans>
    </Notice>
  )
}

export function CartSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 320px' }} gap="10" aria-busy="true">
      <Stack gap="4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="32" />
        ))}
      </Stack>
      <Skeleton h="64" />
    </Grid>
  )
}

/** A line of a shop on holiday (docs/behaviour.md#shop-settings): the day it reopens, as set (UTC). */
function Reopens({ at }: { at: number }) {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at)
  return <Trans>The shop is on holiday and reopens on {date}</Trans>
}
