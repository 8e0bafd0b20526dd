import { Badge, Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { Check, MapPin, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { type Address, type AddressPage, addressLimits } from '../../../contract/address'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product'
import type { ListState } from '../../lib/listState'

/** docs/behaviour.md#layout: the address list scrolls within 500 px. */
const listMaxHeight = '500px'
/** docs/behaviour.md#layout: account pages switch to the narrow layout at 768 px or less. */
const narrow = '@media screen and (max-width: 768px)'

export interface AddressBookLinks {
  add: LinkOptions
  edit: (id: number) => LinkOptions
  /** Back to checkout with this address: only when checkout sent the shopper here (t = 2). */
  use?: (id: number) => LinkOptions
  page: (page: number) => LinkOptions
}

/** The list's changes; each settles once the list is reloaded (its failure already told). */
export interface AddressBookActions {
  setDefault: (id: number) => Promise<unknown>
  remove: (id: number) => Promise<unknown>
}

export interface AddressBookProps {
  list: ListState<{ page: AddressPage; pageNo: number }>
  links: AddressBookLinks
  actions: AddressBookActions
}

/** /myaddress: the shopper's delivery addresses, the default first; edit, delete, set default, or use one for checkout. */
export function AddressBookScreen({ list, links, actions }: AddressBookProps) {
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }}>
            <Trans>Delivery addresses</Trans>
          </Heading>
          <Text color="fg.muted">
            {links.use ? <Trans>Choose where this order goes.</Trans> : <Trans>Where your orders can be delivered.</Trans>}
          </Text>
        </Stack>
        {list.status === 'ready' && list.data.page.total > 0 && <AddButton link={links.add} />}
      </Flex>
      <BookBody list={list} links={links} actions={actions} />
    </Stack>
  )
}

function AddButton({ link, solid = false }: { link: LinkOptions; solid?: boolean }) {
  return (
    <Button asChild variant={solid ? 'solid' : 'outline'} borderRadius="none" size="sm" textTransform="uppercase" letterSpacing="wider">
      <Link {...link}>
        <Plus size={16} aria-hidden />
        <Trans>Add address</Trans>
      </Link>
    </Button>
  )
}

function BookBody({ list, links, actions }: AddressBookProps) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<Address | null>(null)
  if (list.status === 'loading')
    return (
      <Stack gap="4" aria-busy="true" aria-label={t`Loading addresses`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="36" />
        ))}
      </Stack>
    )
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>Your addresses could not be loaded.</Trans>
      </RetryNotice>
    )
  const { page, pageNo } = list.data
  if (page.list.length === 0)
    return (
      <Notice action={<AddButton link={links.add} solid />}>
        <Trans>You have no saved addresses yet.</Trans>
      </Notice>
    )
  const run = async (id: number, action: (id: number) => Promise<unknown>) => {
    setBusy(id)
    try {
      await action(id)
    } finally {
      setBusy(null)
    }
  }
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="0" maxH={listMaxHeight} overflowY="auto" borderTopWidth="1px" aria-label={t`Addresses`}>
        {page.list.map((address) => (
          <AddressRow
            key={address.id}
            address={address}
            links={links}
            busy={busy === address.id}
            onSetDefault={() => void run(address.id, actions.setDefault)}
            onDelete={() => setConfirming(address)}
          />
        ))}
      </Stack>
      <Pagination page={pageNo} total={page.total} pageSize={addressLimits.pageSize} pageLink={links.page} />
      <ConfirmDelete
        address={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(id) => {
          setConfirming(null)
          void run(id, actions.remove)
        }}
      />
    </>
  )
}

interface RowProps {
  address: Address
  links: AddressBookLinks
  busy: boolean
  onSetDefault: () => void
  onDelete: () => void
}

function AddressRow({ address: a, links, busy, onSetDefault, onDelete }: RowProps) {
  const { t } = useLingui()
  const place = [a.city, a.provinceName, a.zipcode].filter(Boolean).join(', ')
  const name = `${a.firstname} ${a.surname}`
  const look = { size: 'xs' as const, borderRadius: 'none', textTransform: 'uppercase' as const, letterSpacing: 'wider' }
  return (
    <Box as="li" borderBottomWidth="1px" py="5" px="1" aria-busy={busy || undefined} opacity={busy ? 0.6 : 1}>
      <Flex gap="6" justify="space-between" align="flex-start" css={{ [narrow]: { flexDirection: 'column', gap: '4' } }}>
        <HStack align="flex-start" gap="3" minW="0">
          <Box pt="1" color="fg.muted" flexShrink={0}>
            <MapPin size={18} aria-hidden />
          </Box>
          <Stack gap="1" minW="0">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="medium">{name}</Text>
              {a.defaultStatus && (
                <Badge variant="solid" bg="fg" color="bg" borderRadius="none" textTransform="uppercase" letterSpacing="wider">
                  <Trans>Default</Trans>
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted" wordBreak="break-word">
              {a.detailAddress}
            </Text>
            <Text color="fg.muted">{place}</Text>
            <Text color="fg.muted">{a.countryRegionName}</Text>
            <Text color="fg.muted" fontSize="sm" wordBreak="break-word">
              {[a.mobile, a.email].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap" justify="flex-end" flexShrink={0} css={{ [narrow]: { justifyContent: 'flex-start' } }}>
          {links.use && (
            <Button asChild {...look} bg="fg" color="bg">
              <Link {...links.use(a.id)}>
                <Check size={14} aria-hidden />
                <Trans>Use this address</Trans>
              </Link>
            </Button>
          )}
          <Button asChild {...look} variant="outline" aria-label={t`Edit the address of ${name}`}>
            <Link {...links.edit(a.id)}>
              <Pencil size={14} aria-hidden />
              <Trans>Edit</Trans>
            </Link>
          </Button>
          {!a.defaultStatus && (
            <Button {...look} variant="outline" onClick={onSetDefault} disabled={busy}>
              <Trans>Set as default</Trans>
            </Button>
          )}
          <Button {...look} variant="ghost" color="red.600" onClick={onDelete} disabled={busy}>
            <Trash2 size={14} aria-hidden />
            <Trans>Delete</Trans>
          </Button>
        </HStack>
      </Flex>
    </Box>
  )
}

function ConfirmDelete({
  address,
  onCancel,
  onConfirm,
}: {
  address: Address | null
  onCancel: () => void
  onConfirm: (id: number) => void
}) {
  return (
    <ConfirmDialog
      open={address !== null}
      title={<Trans>Delete this address?</Trans>}
      onCancel={onCancel}
      onConfirm={() => address && onConfirm(address.id)}
    >
      <Text color="fg.muted">
        {address?.defaultStatus ? (
          <Trans>It is your default address: your newest other address becomes the default.</Trans>
        ) : (
          <Trans>It will be removed from your address book.</Trans>
        )}
      </Text>
      {address && (
        <Text mt="3">
          {address.firstname} {address.surname}, {address.detailAddress}, {address.city}
        </Text>
      )}
    </ConfirmDialog>
  )
}
