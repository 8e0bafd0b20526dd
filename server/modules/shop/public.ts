/** What other modules may use of shop; the rest of the module is its own. */
export { canShopComment, meanStar, shopDescOf, shopInfo } from './service'
export { holidayRefusal, holidayShown, onHolidayNow } from './holiday'
