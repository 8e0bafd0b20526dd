/** What other modules may use of notify: the shop owner's notices, called from the effects of the changes they report. */
export { tellAfterSaleOpened, tellListingDecided, tellOrderPaid } from './shopOwner'
