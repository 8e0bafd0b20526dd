/** What other modules may use of catalog; the rest of the module is its own. */
export { cardsByIds, newIn, onSale, selectCards, toCard } from './cards'
export { valueNamesOf, valueText, valueTexts } from './valueTexts'
