import { Button, CloseButton, Dialog, Portal, RadioCard, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Currency } from '../../../contract/api'
import { languages, type Language } from '../../../contract/locale'

/** Each language is named in itself, so a shopper finds theirs whatever the current language. */
export const languageNames: Record<Language, string> = { en: 'English', zh: '中文', fr: 'Français', ja: '日本語', ko: '한국어' }

export interface PickerDialogProps {
  open: boolean
  status: 'loading' | 'ready' | 'failed'
  chosenLang: Language
  chosenCurrency: string
  currencies: Currency[]
  onChooseLang: (lang: Language) => void
  onChooseCurrency: (code: string) => void
  onApply: () => void
  onClose: () => void
  onRetry: () => void
}

const cardProps = { borderRadius: 'none', cursor: 'pointer' } as const

export function PickerDialog(props: PickerDialogProps) {
  const { t } = useLingui()
  const { open, status, chosenLang, chosenCurrency, onClose } = props
  const currencies = props.currencies.length ? props.currencies : [{ code: chosenCurrency, symbol: '', name: chosenCurrency, rate: 1 }]
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content borderRadius="none" bg="bg" mx="3">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontWeight="normal" textStyle="2xl">
                <Trans>Language and currency</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="8">
                <RadioCard.Root
                  value={chosenLang}
                  onValueChange={(e) => e.value && props.onChooseLang(e.value as Language)}
                  size="sm"
                  variant="outline"
                >
                  <RadioCard.Label textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
                    <Trans>Language</Trans>
                  </RadioCard.Label>
                  <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
                    {languages.map((lang) => (
                      <RadioCard.Item key={lang} value={lang} {...cardProps}>
                        <RadioCard.ItemHiddenInput />
                        <RadioCard.ItemControl>
                          <RadioCard.ItemText lang={lang}>{languageNames[lang]}</RadioCard.ItemText>
                        </RadioCard.ItemControl>
                      </RadioCard.Item>
                    ))}
                  </SimpleGrid>
                </RadioCard.Root>
                <RadioCard.Root
                  value={chosenCurrency}
                  onValueChange={(e) => e.value && props.onChooseCurrency(e.value)}
                  size="sm"
                  variant="outline"
                >
                  <RadioCard.Label textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
                    <Trans>Currency</Trans>
                  </RadioCard.Label>
                  <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2" aria-busy={status === 'loading'}>
                    {currencies.map((currency) => (
                      <RadioCard.Item key={currency.code} value={currency.code} {...cardProps}>
                        <RadioCard.ItemHiddenInput />
                        <RadioCard.ItemControl>
                          <RadioCard.ItemText>
                            {currency.code}{' '}
                            <Text as="span" color="fg.muted" aria-hidden>
                              {currency.symbol}
                            </Text>
                          </RadioCard.ItemText>
                        </RadioCard.ItemControl>
                      </RadioCard.Item>
                    ))}
                  </SimpleGrid>
                  {status === 'failed' && (
                    <Text textStyle="sm" color="fg.error" mt="2">
                      <Trans>The currency list could not be loaded.</Trans>{' '}
                      <Button variant="plain" size="sm" px="0" textDecoration="underline" onClick={props.onRetry}>
                        <Trans>Try again</Trans>
                      </Button>
                    </Text>
                  )}
                </RadioCard.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" borderRadius="none" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button borderRadius="none" px="10" onClick={props.onApply}>
                <Trans>Apply</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
