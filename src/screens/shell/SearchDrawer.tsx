import { Button, CloseButton, Container, Drawer, HStack, Input, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { Population } from '../../../contract/locale'

/** A search box sliding from the top; the full search drawer (history, shop search) comes with the catalogue. */
export function SearchDrawer({ open, onClose, population }: { open: boolean; onClose: () => void; population: Population }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [word, setWord] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const trimmed = word.trim()
    if (!trimmed) return
    setWord('')
    onClose()
    void navigate({ to: '/product/search', search: { population, word: trimmed } })
  }
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="top" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg" py="8">
            <Drawer.Title srOnly>
              <Trans>Search</Trans>
            </Drawer.Title>
            <Container maxW="3xl">
              <form onSubmit={submit} role="search">
                <HStack gap="3" borderBottomWidth="1px" borderColor="fg" pb="2">
                  <Search size={20} strokeWidth={1.5} aria-hidden />
                  <Input
                    autoFocus
                    value={word}
                    onChange={(e) => setWord(e.target.value)}
                    placeholder={t`Search products, brands, designers`}
                    aria-label={t`Search`}
                    variant="flushed"
                    border="none"
                    fontSize="lg"
                    _focusVisible={{ outline: 'none', boxShadow: 'none' }}
                  />
                  <Button type="submit" variant="solid" borderRadius="none" size="sm" letterSpacing="wider" textTransform="uppercase">
                    <Trans>Search</Trans>
                  </Button>
                </HStack>
              </form>
            </Container>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
