import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { Currency } from '../../../contract/api'
import { PickerDialog } from './PickerDialog'

const currencies: Currency[] = [
  { code: 'USD', symbol: '$', name: 'US dollar', rate: 1 },
  { code: 'EUR', symbol: '€', name: 'Euro', rate: 0.92 },
  { code: 'CNY', symbol: '¥', name: 'Yuan', rate: 7.2 },
  { code: 'JPY', symbol: '¥', name: 'Yen', rate: 150 },
  { code: 'KRW', symbol: '₩', name: 'Won', rate: 1350 },
  { code: 'INR', symbol: '₹', name: 'Rupee', rate: 83 },
  { code: 'IDR', symbol: 'Rp', name: 'Rupiah', rate: 15600 },
]

const meta = {
  title: 'Shell/Language and currency picker',
  component: PickerDialog,
  args: {
    open: true,
    status: 'ready',
    chosenLang: 'en',
    chosenCurrency: 'USD',
    currencies,
    onChooseLang: fn(),
    onChooseCurrency: fn(),
    onApply: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PickerDialog>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = {}
export const Chinese: Story = { args: { chosenLang: 'zh', chosenCurrency: 'CNY' }, globals: { locale: 'zh' } }
export const French: Story = { args: { chosenLang: 'fr', chosenCurrency: 'EUR' }, globals: { locale: 'fr' } }
export const Japanese: Story = { args: { chosenLang: 'ja', chosenCurrency: 'JPY' }, globals: { locale: 'ja' } }
export const Korean: Story = { args: { chosenLang: 'ko', chosenCurrency: 'KRW' }, globals: { locale: 'ko' } }
export const LoadingCurrencies: Story = { args: { status: 'loading', currencies: [] } }
export const CurrenciesFailed: Story = { args: { status: 'failed', currencies: [] } }
