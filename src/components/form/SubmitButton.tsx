import { Button, type ButtonProps } from '@chakra-ui/react'

/** The calm, full-width, ink-coloured primary action of the account forms. */
export function SubmitButton(props: ButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      w="full"
      bg="fg"
      color="bg"
      borderRadius="none"
      letterSpacing="wider"
      textTransform="uppercase"
      fontSize="sm"
      _hover={{ bg: 'brand.800' }}
      {...props}
    />
  )
}
