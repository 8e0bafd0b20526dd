import { Box, Button, Flex, Grid, HStack, Image, RadioCard, Stack, Text, Field, Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Address } from '../../../contract/address'
import type { CountryRegion } from '../../../contract/api'
import { orderLimits, type CartLine } from '../../../contract/order'
import { thumbnailUrl } from '../../../contract/uploads'
import { cartTotals, groupByShop } from '../../../machines/cart/cart'
import type { checkoutAddressMachine, checkoutMachine, OrderLine } from '../../../machines/checkout/checkout'
import { Usd } from '../../components/Usd'
import { Notice } from '../../components/Notice'
import { CheckoutAddressDialog } from './CheckoutAddressDialog'
import { SummaryPanel, Totals } from './CheckoutFrame'

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>

export interface AddressStepData {
  cart: CartLine[]
  addresses: Address[]
  countries: CountryRegion[]
}

const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs' } as const

/** The order lines of the chosen cart lines, as "to pay" sends them. */
export const orderLines = (lines: readonly CartLine[]): OrderLine[] =>
  lines.map((l) => ({ skuId: l.sku.id, count: l.count, cartId: l.id, shopId: l.sku.shopId }))

interface Props {
  actor: CheckoutActor
  data: AddressStepData
  addressLogic: typeof checkoutAddressMachine
  /** The address book, choosing for checkout (/myaddress?t=2). */
  addressBook: LinkOptions
}

/**
 * Step 2 (docs/behaviour.md#checkout): the delivery address (the default chosen, others to pick, the
 * address book to change, the dialog to add one), a remark, the pieces and totals, and "To pay".
 */
export function AddressStep({ actor, data, addressLogic, addressBook }: Props) {
  const { t } = useLingui()
  const { lines: lineIds, addressId, remark, failure } = useSelector(actor, (s) => s.context)
  const adding = useSelector(actor, (s) => s.hasTag('addressDialog'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const lines = data.cart.filter((l) => lineIds.includes(l.id))
  const items = orderLines(lines)
  const canPay = useSelector(actor, (s) => s.can({ type: 'TO_PAY', items }))
  const { addresses } = data
  useEffect(() => actor.send({ type: 'ADDRESSES', list: addresses }), [actor, addresses])
  const back = () => actor.send({ type: 'BACK' })

  if (lines.length === 0)
    return (
      <Notice
        action={
          <Button variant="outline" borderRadius="none" {...caps} onClick={back}>
            <Trans>Back to your bag</Trans>
          </Button>
        }
      >
        <Trans>These pieces are no longer in your bag.</Trans>
      </Notice>
    )
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap={{ base: '8', lg: '10' }} alignItems="start">
      <Stack gap="8">
        <Stack as="section" gap="4" aria-labelledby="checkout-address">
          <Flex justify="space-between" align="baseline" gap="3" flexWrap="wrap">
            <Text id="checkout-address" fontFamily="heading" textStyle="xl">
              <Trans>Delivery address</Trans>
            </Text>
            <HStack gap="2">
              {addresses.length > 0 && (
                <Button asChild size="sm" variant="ghost" borderRadius="none">
                  <Link {...addressBook}>
                    <Trans>Change</Trans>
                  </Link>
                </Button>
              )}
              <Button size="sm" variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'ADD_ADDRESS' })}>
                <Trans>Add address</Trans>
              </Button>
            </HStack>
          </Flex>
          {addresses.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" borderColor="border" p="6" textAlign="center" color="fg.muted">
              <Trans>You have no delivery address yet. Add one to continue.</Trans>
            </Box>
          ) : (
            <RadioCard.Root
              value={addressId ? String(addressId) : null}
              onValueChange={(e) => actor.send({ type: 'CHOOSE_ADDRESS', id: Number(e.value) })}
              aria-label={t`Delivery address`}
            >
              <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
                {addresses.map((a) => (
                  <RadioCard.Item key={a.id} value={String(a.id)} borderRadius="none">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>
                          {a.firstname} {a.surname}
                          {a.defaultStatus && (
                            <Text as="span" {...caps} color="fg.muted" ms="2">
                              <Trans>Default</Trans>
                            </Text>
                          )}
                        </RadioCard.ItemText>
                        <RadioCard.ItemDescription>
                          {a.mobile}
                          <br />
                          {a.detailAddress}, {a.city} {a.zipcode}
                          <br />
                          {[a.provinceName, a.countryRegionName].filter(Boolean).join(', ')}
                        </RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Grid>
            </RadioCard.Root>
          )}
        </Stack>
        <Field.Root>
          <Field.Label fontSize="sm" fontWeight="medium">
            <Trans>Remark (optional)</Trans>
          </Field.Label>
          {/* A native textarea drawn by the input's recipe: the theme carries no textarea recipe. */}
          <Input asChild h="auto" py="2" borderRadius="none" w="full">
            <textarea
              value={remark}
              maxLength={orderLimits.remarkMax}
              onChange={(e) => actor.send({ type: 'EDIT_REMARK', remark: e.target.value })}
              rows={3}
              aria-label={t`Remark (optional)`}
            />
          </Input>
          <Field.HelperText>
            {remark.length}/{orderLimits.remarkMax}
          </Field.HelperText>
        </Field.Root>
        <Stack as="section" gap="4">
          <Text fontFamily="heading" textStyle="xl">
            <Trans>Your pieces</Trans>
          </Text>
          {groupByShop(lines).map((group) => (
            <Stack key={group.shopId} gap="3" borderWidth="1px" borderColor="border.muted" p="4">
              <Text fontWeight="medium">{group.shopName}</Text>
              {group.lines.map((l) => (
                <HStack key={l.id} gap="3" align="flex-start">
                  <Image src={thumbnailUrl(l.spu.picUrl)} alt="" w="56px" aspectRatio="3/4" objectFit="cover" bg="bg.muted" />
                  <Stack gap="0" flex="1" minW="0">
                    <Text {...caps} color="fg.muted">
                      {l.spu.brandName}
                    </Text>
                    <Text textStyle="sm" lineClamp={1}>
                      {l.spu.name}
                    </Text>
                    <Text textStyle="xs" color="fg.muted">
                      {l.sku.properties}
                    </Text>
                  </Stack>
                  <Text textStyle="sm" whiteSpace="nowrap">
                    {l.count} × <Usd cents={l.sku.saleprice} />
                  </Text>
                </HStack>
              ))}
            </Stack>
          ))}
        </Stack>
      </Stack>
      <SummaryPanel
        title={<Trans>Summary</Trans>}
        failure={failure}
        label={<Trans>To pay</Trans>}
        disabled={!canPay}
        loading={busy}
        onAction={() => actor.send({ type: 'TO_PAY', items })}
        footer={
          <>
            {!addressId && (
              <Text textStyle="xs" color="fg.muted" textAlign="center">
                <Trans>Choose a delivery address to continue.</Trans>
              </Text>
            )}
            <Button variant="ghost" borderRadius="none" size="sm" onClick={back} disabled={busy}>
              <Trans>Back to your bag</Trans>
            </Button>
          </>
        }
      >
        <Totals {...cartTotals(lines, lineIds)} />
      </SummaryPanel>
      <CheckoutAddressDialog
        open={adding}
        countries={data.countries}
        logic={addressLogic}
        onClose={() => actor.send({ type: 'CLOSE_ADDRESS' })}
        onAdded={(id) => actor.send({ type: 'ADDRESS_ADDED', id })}
      />
    </Grid>
  )
}
