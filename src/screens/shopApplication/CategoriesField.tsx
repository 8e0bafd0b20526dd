import { Checkbox, Field, Fieldset, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { populationLabel } from '../../lib/populations'
import type { ApplyPageData } from './applyData'
import { type ApplyFieldProps, applyFieldIds } from './parts'

/** The chosen categories with `id` added, or taken out when it was there. */
const toggled = (chosen: readonly number[], id: number) => (chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])

/** The categories the shop will sell in, chosen from the tenant's trees (top-level categories, grouped by population); at least one. */
export function CategoriesField({ actor, disabled, errorOf, categories }: ApplyFieldProps & { categories: ApplyPageData['categories'] }) {
  const { t } = useLingui()
  const chosen = useSelector(actor, (s) => s.context.form.saleCategory)
  const error = errorOf('saleCategory')
  return (
    <Fieldset.Root id={applyFieldIds.saleCategory} invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" letterSpacing="wide">
        <Trans>Categories you will sell in</Trans>
      </Fieldset.Legend>
      <Fieldset.HelperText>
        <Trans>Choose at least one.</Trans>
      </Fieldset.HelperText>
      <Stack gap="4" mt="2">
        {categories
          .filter(({ tree }) => tree.length > 0)
          .map(({ population, tree }) => (
            <Stack key={population} gap="2" role="group" aria-label={t(populationLabel[population])}>
              <Text textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" aria-hidden>
                {t(populationLabel[population])}
              </Text>
              <Flex gap="2" flexWrap="wrap">
                {tree.map((category) => (
                  <Checkbox.Root
                    key={category.id}
                    checked={chosen.includes(category.id)}
                    onCheckedChange={() => actor.send({ type: 'EDIT', field: 'saleCategory', value: toggled(chosen, category.id) })}
                    disabled={disabled}
                    size="sm"
                    colorPalette="brand"
                    borderWidth="1px"
                    borderColor={chosen.includes(category.id) ? 'fg' : 'border'}
                    px="3"
                    py="2"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">{category.name}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Flex>
            </Stack>
          ))}
      </Stack>
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      )}
    </Fieldset.Root>
  )
}
