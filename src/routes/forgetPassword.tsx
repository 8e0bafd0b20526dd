import { createFileRoute } from '@tanstack/react-router'
import { Box } from '@chakra-ui/react'
import { ResetPasswordScreen } from '../screens/account/PasswordScreen'
import { appMachines } from '../screens/account/machines'

export const Route = createFileRoute('/forgetPassword')({
  component: () => (
    <Box maxW="lg" mx="auto" px={{ base: '4', md: '0' }} py={{ base: '10', md: '20' }}>
      <ResetPasswordScreen logic={appMachines.resetPassword} />
    </Box>
  ),
})
