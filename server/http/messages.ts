import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { headMessages } from '../../contract/head/texts'
import { fieldErrorMessages, type Message, sharedMessages } from '../../contract/messages'
import { languages, type Language } from '../../contract/locale'
import { parsePo } from '../lib/po'

/**
 * Messages the service sends in `msg` (docs/behaviour.md#errors), declared once as Lingui message
 * descriptors. Their translations live in Lingui catalogs, the one place each text is worded:
 * the field errors and the other messages both sides show in the storefront's (src/locales,
 * shared through contract/messages.ts), the rest in the service's own (server/locales, which the storefront never
 * downloads). `npm run i18n:extract` writes both; `{name}` is filled from the error's params.
 */
const serviceMessages = {
  ok: /*i18n*/ { id: 'ok', message: 'success' },
  unauthorized: /*i18n*/ { id: 'unauthorized', message: 'Please log in again' },
  notFound: /*i18n*/ { id: 'notFound', message: 'Not found' },
  internal: /*i18n*/ { id: 'internal', message: 'Something went wrong on our side. Please try again.' },
  tooManyRequests: /*i18n*/ { id: 'tooManyRequests', message: 'Too many requests. Please wait {seconds} s and try again.' },
  fieldRequired: /*i18n*/ { id: 'fieldRequired', message: '{field} is required' },
  fieldInvalid: /*i18n*/ { id: 'fieldInvalid', message: '{field} is not valid' },
  invalidMailbox: /*i18n*/ { id: 'invalidMailbox', message: 'invalid mailbox' },
  emailCodeInvalid: /*i18n*/ { id: 'emailCodeInvalid', message: 'The email code is wrong or has expired' },
  captchaInvalid: /*i18n*/ { id: 'captchaInvalid', message: 'The picture code is wrong or has expired' },
  loginFailed: /*i18n*/ { id: 'loginFailed', message: 'Wrong email or password' },
  loginThrottled: /*i18n*/ { id: 'loginThrottled', message: 'Too many failed attempts. Please try again in {seconds} s.' },
  statusChanged: /*i18n*/ { id: 'statusChanged', message: 'This has changed in the meantime. Please reload.' },
  moveRefused: /*i18n*/ { id: 'moveRefused', message: 'This action is not possible in the current state.' },
  passwordTriesExhausted: /*i18n*/ { id: 'passwordTriesExhausted', message: 'Too many wrong passwords. Please log in again.' },
  codeResendTooSoon: /*i18n*/ { id: 'codeResendTooSoon', message: 'A code was just sent. Please wait {seconds} s before asking again.' },
  oldPasswordWrong: /*i18n*/ { id: 'oldPasswordWrong', message: 'The current password is wrong' },
  unknownAccount: /*i18n*/ { id: 'unknownAccount', message: 'No account uses this email' },
  uploadNotImage: /*i18n*/ { id: 'uploadNotImage', message: 'Only image files can be uploaded' },
  uploadTooLarge: /*i18n*/ { id: 'uploadTooLarge', message: 'The image is larger than 10 MB' },
  uploadQuota: /*i18n*/ { id: 'uploadQuota', message: 'You have reached today’s upload limit; please try again tomorrow' },
  uploadTooManyPixels: /*i18n*/ { id: 'uploadTooManyPixels', message: 'The image is larger than {max} megapixels' },
  uploadMissing: /*i18n*/ { id: 'uploadMissing', message: 'Please choose a file' },
  unknownTenant: /*i18n*/ { id: 'unknownTenant', message: 'Unknown marketplace' },
  unknownSetting: /*i18n*/ { id: 'unknownSetting', message: 'Unknown setting {field}' },
  offlineTitle: /*i18n*/ { id: 'offlineTitle', message: 'You are offline' },
  offlineText: /*i18n*/ { id: 'offlineText', message: 'This page cannot be reached without a connection. Check yours, then try again.' },
  offlineRetry: /*i18n*/ { id: 'offlineRetry', message: 'Try again' },
  offlineRecent: /*i18n*/ { id: 'offlineRecent', message: 'Recently viewed' },
  mailCodeSubject: /*i18n*/ { id: 'mailCodeSubject', message: '{code} is your {tenant} verification code' },
  mailCodeRegister: /*i18n*/ {
    id: 'mailCodeRegister',
    message: 'Welcome to {tenant}! Your code to finish signing up is {code}. It is valid for {minutes} minutes.',
  },
  mailCodeReset: /*i18n*/ {
    id: 'mailCodeReset',
    message:
      'Your {tenant} code to reset your password is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
  },
  mailCodePayPassword: /*i18n*/ {
    id: 'mailCodePayPassword',
    message:
      'Your {tenant} code for your transaction password is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this mail.',
  },
  newsletterConfirmSubject: /*i18n*/ {
    id: 'newsletterConfirmSubject',
    message: 'Please confirm your subscription to the {tenant} newsletter',
  },
  newsletterConfirmBody: /*i18n*/ {
    id: 'newsletterConfirmBody',
    message:
      'Hello,\n\nTo receive the {tenant} newsletter (new arrivals and private sales), please confirm your address here:\n{link}\n\nThe link is valid for {days} days. If you did not subscribe, ignore this mail: nothing more will be sent.\n\nUnsubscribe: {unsubscribe}',
  },
  newsletterWelcomeSubject: /*i18n*/ { id: 'newsletterWelcomeSubject', message: 'Welcome to the {tenant} newsletter' },
  newsletterWelcomeBody: /*i18n*/ {
    id: 'newsletterWelcomeBody',
    message:
      'Hello,\n\nYour subscription is confirmed: you will be the first to hear about new arrivals and private sales at {tenant}.\n\nYou can unsubscribe at any time: {unsubscribe}',
  },
  newsletterCampaignFooter: /*i18n*/ {
    id: 'newsletterCampaignFooter',
    message: 'You receive this mail because you subscribed to the {tenant} newsletter. Unsubscribe: {unsubscribe}',
  },
  newsletterConfirmTitle: /*i18n*/ { id: 'newsletterConfirmTitle', message: 'Confirm your subscription' },
  newsletterConfirmPrompt: /*i18n*/ { id: 'newsletterConfirmPrompt', message: 'Send the {tenant} newsletter to {email}?' },
  newsletterConfirmButton: /*i18n*/ { id: 'newsletterConfirmButton', message: 'Yes, subscribe' },
  newsletterConfirmed: /*i18n*/ {
    id: 'newsletterConfirmed',
    message: 'Thank you! {email} will receive the {tenant} newsletter.',
  },
  newsletterUnsubscribeTitle: /*i18n*/ { id: 'newsletterUnsubscribeTitle', message: 'Unsubscribe' },
  newsletterUnsubscribePrompt: /*i18n*/ { id: 'newsletterUnsubscribePrompt', message: 'Stop sending the {tenant} newsletter to {email}?' },
  newsletterUnsubscribeButton: /*i18n*/ { id: 'newsletterUnsubscribeButton', message: 'Unsubscribe' },
  newsletterUnsubscribed: /*i18n*/ {
    id: 'newsletterUnsubscribed',
    message: '{email} will no longer receive the {tenant} newsletter. You can subscribe again at any time.',
  },
  newsletterLinkInvalid: /*i18n*/ {
    id: 'newsletterLinkInvalid',
    message: 'This link is not valid (any more). To receive the newsletter, please subscribe again.',
  },
  newsletterLinkExpired: /*i18n*/ {
    id: 'newsletterLinkExpired',
    message: 'This confirmation link has expired. Please subscribe again to receive a new one.',
  },
  newsletterWasUnsubscribed: /*i18n*/ {
    id: 'newsletterWasUnsubscribed',
    message: 'This address has been unsubscribed. To receive the newsletter again, please subscribe again.',
  },
  newsletterBackToShop: /*i18n*/ { id: 'newsletterBackToShop', message: 'Continue to {tenant}' },
  productUnavailable: /*i18n*/ { id: 'productUnavailable', message: 'This product is no longer available' },
  ownShopOrder: /*i18n*/ { id: 'ownShopOrder', message: 'shop users cannot order in their own shop' },
  ownShopFollow: /*i18n*/ { id: 'ownShopFollow', message: 'You cannot follow your own shop' },
  ownShopChat: /*i18n*/ { id: 'ownShopChat', message: 'You cannot write to your own shop: answer your shoppers from its messages' },
  outOfStock: /*i18n*/ { id: 'outOfStock', message: 'Not enough stock: {stock} left' },
  cartCountLimit: /*i18n*/ { id: 'cartCountLimit', message: 'At most {max} pieces of an item per cart' },
  internalRef: /*i18n*/ { id: 'internalRef', message: 'Something went wrong on our side. Please try again. (Reference: {ref})' },
  bodyTooLarge: /*i18n*/ { id: 'bodyTooLarge', message: 'The request is too large (at most {kb} kB)' },
  payPasswordNotSet: /*i18n*/ { id: 'payPasswordNotSet', message: 'Please set your transaction password first' },
  payPasswordWrong: /*i18n*/ {
    id: 'payPasswordWrong',
    message: 'Wrong transaction password. Tries left before a {minutes}-minute lock: {remaining}.',
  },
  payPasswordLocked: /*i18n*/ {
    id: 'payPasswordLocked',
    message: 'Too many wrong transaction passwords. Try again after {time}.',
  },
  payPasswordAlreadySet: /*i18n*/ {
    id: 'payPasswordAlreadySet',
    message: 'A transaction password is already set. Change it, or reset it by email code.',
  },
  payPasswordMailboxNotYours: /*i18n*/ { id: 'payPasswordMailboxNotYours', message: 'Please enter the email of your account' },
  payoutAddressLimit: /*i18n*/ {
    id: 'payoutAddressLimit',
    message: 'You can keep at most {max} payout addresses. Please delete one before adding another.',
  },
  welcomeTitle: /*i18n*/ { id: 'welcomeTitle', message: 'Welcome to {tenant}' },
  welcomeMessage: /*i18n*/ {
    id: 'welcomeMessage',
    message: 'Hello {name}, your {tenant} account is ready. Save favourites, follow shops and check out in a few taps.',
  },
  newSeasonTitle: /*i18n*/ { id: 'newSeasonTitle', message: 'The new season has arrived at {tenant}' },
  payTipsTitle: /*i18n*/ { id: 'payTipsTitle', message: 'How paying works' },
  payTipsMessage: /*i18n*/ {
    id: 'payTipsMessage',
    message:
      'Pay with your wallet balance, or upload a screenshot of your transfer. The platform reviews payments and recharges within 24 hours.',
  },
  addressLimit: /*i18n*/ { id: 'addressLimit', message: 'You can keep at most {max} addresses' },
  moveRefusedIn: /*i18n*/ { id: 'moveRefusedIn', message: 'This action is not possible in its current state ({status})' },
  insufficientBalance: /*i18n*/ { id: 'insufficientBalance', message: 'insufficient balance' },
  rechargeAmountRange: /*i18n*/ { id: 'rechargeAmountRange', message: 'A recharge is between {min} and {max} USD' },
  payMethodUnavailable: /*i18n*/ { id: 'payMethodUnavailable', message: 'This payment method is not available; please choose another' },
  screenshotNotYours: /*i18n*/ { id: 'screenshotNotYours', message: 'Please upload the payment screenshot again' },
  screenshotUsed: /*i18n*/ {
    id: 'screenshotUsed',
    message: 'This screenshot has already been sent for another payment. Please upload the screenshot of this payment.',
  },
  payoutAddressUnknown: /*i18n*/ { id: 'payoutAddressUnknown', message: 'Please choose one of your payout addresses' },
  rechargePassedTitle: /*i18n*/ { id: 'rechargePassedTitle', message: 'Recharge credited' },
  rechargePassedContent: /*i18n*/ {
    id: 'rechargePassedContent',
    message: 'Your recharge {orderNo} of {amount} USD has been credited to your wallet.',
  },
  rechargeRejectedTitle: /*i18n*/ { id: 'rechargeRejectedTitle', message: 'Recharge rejected' },
  rechargeRejectedContent: /*i18n*/ {
    id: 'rechargeRejectedContent',
    message: 'Your recharge {orderNo} of {amount} USD was rejected: {remark}',
  },
  withdrawalApprovedTitle: /*i18n*/ { id: 'withdrawalApprovedTitle', message: 'Withdrawal approved' },
  withdrawalApprovedContent: /*i18n*/ {
    id: 'withdrawalApprovedContent',
    message: 'Your withdrawal {orderNo} of {amount} USD has been approved and will be sent to {address} shortly.',
  },
  withdrawalRejectedTitle: /*i18n*/ { id: 'withdrawalRejectedTitle', message: 'Withdrawal rejected' },
  withdrawalRejectedContent: /*i18n*/ {
    id: 'withdrawalRejectedContent',
    message: 'Your withdrawal {orderNo} of {amount} USD was rejected: {remark}. The amount is back in your balance.',
  },
  withdrawalRemittedTitle: /*i18n*/ { id: 'withdrawalRemittedTitle', message: 'Withdrawal sent' },
  withdrawalRemittedContent: /*i18n*/ {
    id: 'withdrawalRemittedContent',
    message: 'Your withdrawal {orderNo} of {amount} USD has been sent to {address}.',
  },
  orderStatusWaitPay: /*i18n*/ { id: 'orderStatusWaitPay', message: 'Waiting for payment' },
  orderStatusWaitDelivery: /*i18n*/ { id: 'orderStatusWaitDelivery', message: 'Waiting for delivery' },
  orderStatusWaitReceipt: /*i18n*/ { id: 'orderStatusWaitReceipt', message: 'Shipped' },
  orderStatusOrderOver: /*i18n*/ { id: 'orderStatusOrderOver', message: 'Completed' },
  orderStatusRefunded: /*i18n*/ { id: 'orderStatusRefunded', message: 'Refunded' },
  orderStatusCancelled: /*i18n*/ { id: 'orderStatusCancelled', message: 'Cancelled' },
  payNameBalance: /*i18n*/ { id: 'payNameBalance', message: 'Wallet balance' },
  orderExpiredTitle: /*i18n*/ { id: 'orderExpiredTitle', message: 'Order cancelled' },
  orderExpiredContent: /*i18n*/ {
    id: 'orderExpiredContent',
    message: 'Your order {orderNo} of {amount} USD was not paid in time and has been cancelled.',
  },
  orderPaymentApprovedTitle: /*i18n*/ { id: 'orderPaymentApprovedTitle', message: 'Payment confirmed' },
  orderPaymentApprovedContent: /*i18n*/ {
    id: 'orderPaymentApprovedContent',
    message: 'Your payment of {amount} USD for order {orderNo} has been confirmed. The shop will ship it soon.',
  },
  orderPaymentRejectedTitle: /*i18n*/ { id: 'orderPaymentRejectedTitle', message: 'Payment not accepted' },
  orderPaymentRejectedContent: /*i18n*/ {
    id: 'orderPaymentRejectedContent',
    message: 'The payment screenshot for order {orderNo} was not accepted: {remark}. Please upload a new one before {deadline}.',
  },
  payPasswordLockNoticeTitle: /*i18n*/ { id: 'payPasswordLockNoticeTitle', message: 'Your transaction password is locked' },
  payPasswordLockNoticeContent: /*i18n*/ {
    id: 'payPasswordLockNoticeContent',
    message:
      'Too many wrong transaction passwords were entered on your account; it is locked for {minutes} minutes. If this was not you, change your login password and reset your transaction password.',
  },
  payoutAddressAddedTitle: /*i18n*/ { id: 'payoutAddressAddedTitle', message: 'A payout address was added' },
  payoutAddressAddedContent: /*i18n*/ {
    id: 'payoutAddressAddedContent',
    message:
      'A payout address was added to your account. If this was not you, change your login password and reset your transaction password.',
  },
  orderShippedTitle: /*i18n*/ { id: 'orderShippedTitle', message: 'Order shipped' },
  orderShippedContent: /*i18n*/ {
    id: 'orderShippedContent',
    message: 'Your order {orderNo} has been shipped. Tracking number: {trackingNo}.',
  },
  orderShippedByTitle: /*i18n*/ { id: 'orderShippedByTitle', message: 'Order shipped' },
  orderShippedByContent: /*i18n*/ {
    id: 'orderShippedByContent',
    message: 'Your order {orderNo} has been shipped with {carrier}. Tracking number: {trackingNo}.',
  },
  evaluationNotCompleted: /*i18n*/ { id: 'evaluationNotCompleted', message: 'Only completed orders can be evaluated' },
  alreadyEvaluated: /*i18n*/ { id: 'alreadyEvaluated', message: 'This item has already been evaluated' },
  reviewReplyFinal: /*i18n*/ {
    id: 'reviewReplyFinal',
    message: 'A reply can be changed for 24 hours after it is first written; this one can no longer be changed',
  },
  picturesNotYours: /*i18n*/ { id: 'picturesNotYours', message: 'Please upload the pictures again' },
  lineUnavailable: /*i18n*/ { id: 'lineUnavailable', message: '{name} is no longer available; please remove it from your bag' },
  shopOnHoliday: /*i18n*/ {
    id: 'shopOnHoliday',
    message: '{shop} is closed for a holiday and reopens on {date}; its pieces can be ordered again then',
  },
  lineOutOfStock: /*i18n*/ { id: 'lineOutOfStock', message: 'Not enough stock of {name}: {stock} left' },
  linePiecesMax: /*i18n*/ { id: 'linePiecesMax', message: 'At most {max} pieces of {name} per order' },
  unpaidPiecesMax: /*i18n*/ {
    id: 'unpaidPiecesMax',
    message:
      'Unpaid orders can hold at most {max} pieces in all, and yours already hold {held}. Please pay for or cancel them, or order fewer.',
  },
  payUnderDevelopment: /*i18n*/ {
    id: 'payUnderDevelopment',
    message: 'This function is under development; please choose another payment method',
  },
  payChannelVirtualCurrency: /*i18n*/ { id: 'payChannelVirtualCurrency', message: 'Virtual currency' },
  payChannelCard: /*i18n*/ { id: 'payChannelCard', message: 'Bank card' },
  payChannelOnline: /*i18n*/ { id: 'payChannelOnline', message: 'Online payment' },
  uploadNotJpegOrPng: /*i18n*/ { id: 'uploadNotJpegOrPng', message: 'Only jpg and png images can be uploaded' },
  inviteCodeUnknown: /*i18n*/ { id: 'inviteCodeUnknown', message: 'This invite code does not exist; please check it' },
  inviteCodeUsedUp: /*i18n*/ { id: 'inviteCodeUsedUp', message: 'This invite code has already been used' },
  inviteCodeExpired: /*i18n*/ { id: 'inviteCodeExpired', message: 'This invite code has expired' },
  applicationLocked: /*i18n*/ {
    id: 'applicationLocked',
    message: 'Your application is under review or already approved, so it can no longer be changed',
  },
  alreadyOwnsShop: /*i18n*/ { id: 'alreadyOwnsShop', message: 'You already run a shop' },
  chatNotAllowed: /*i18n*/ { id: 'chatNotAllowed', message: 'Please place an order with this shop before writing to it' },
  customerServiceClosed: /*i18n*/ {
    id: 'customerServiceClosed',
    message: 'Online customer service is closed; please write to us by e-mail',
  },
  shopApplicationApprovedTitle: /*i18n*/ { id: 'shopApplicationApprovedTitle', message: 'Your shop is open' },
  shopApplicationApprovedContent: /*i18n*/ {
    id: 'shopApplicationApprovedContent',
    message: 'Your application for {shopName} was approved and your shop is now open. Find it under My shop.',
  },
  shopApplicationRejectedTitle: /*i18n*/ { id: 'shopApplicationRejectedTitle', message: 'Shop application not approved' },
  shopApplicationRejectedContent: /*i18n*/ {
    id: 'shopApplicationRejectedContent',
    message: 'Your application for {shopName} was not approved: {reason}. You can correct it and apply again.',
  },
  afterSaleOpen: /*i18n*/ { id: 'afterSaleOpen', message: 'This item already has an after-sale in progress' },
  afterSaleNotAllowed: /*i18n*/ {
    id: 'afterSaleNotAllowed',
    message: 'A refund can only be requested once the order has shipped or is completed',
  },
  shopBalanceShort: /*i18n*/ { id: 'shopBalanceShort', message: 'The shop’s balance cannot cover this refund' },
  afterSaleExceedsPaid: /*i18n*/ { id: 'afterSaleExceedsPaid', message: 'This refund would be more than what was paid for the item' },
  afterSaleAgreedTitle: /*i18n*/ { id: 'afterSaleAgreedTitle', message: 'Refund request agreed' },
  afterSaleAgreedContent: /*i18n*/ {
    id: 'afterSaleAgreedContent',
    message: 'Your refund request for {product} (order {orderNo}) has been agreed. {amount} USD will be refunded to your wallet shortly.',
  },
  afterSaleReturnAgreedTitle: /*i18n*/ { id: 'afterSaleReturnAgreedTitle', message: 'Return agreed' },
  afterSaleReturnAgreedContent: /*i18n*/ {
    id: 'afterSaleReturnAgreedContent',
    message:
      'Your return of {product} (order {orderNo}) has been agreed. Please send the goods to {address} and enter the tracking number in the refund’s details.',
  },
  afterSaleRefusedTitle: /*i18n*/ { id: 'afterSaleRefusedTitle', message: 'Refund request refused' },
  afterSaleRefusedContent: /*i18n*/ {
    id: 'afterSaleRefusedContent',
    message: 'Your refund request for {product} (order {orderNo}) was refused: {remark}',
  },
  afterSaleGoodsReceivedTitle: /*i18n*/ { id: 'afterSaleGoodsReceivedTitle', message: 'Returned goods received' },
  afterSaleGoodsReceivedContent: /*i18n*/ {
    id: 'afterSaleGoodsReceivedContent',
    message: 'We have received the {product} you sent back (order {orderNo}). {amount} USD will be refunded to your wallet shortly.',
  },
  afterSaleGoodsRefusedTitle: /*i18n*/ { id: 'afterSaleGoodsRefusedTitle', message: 'Returned goods not accepted' },
  afterSaleGoodsRefusedContent: /*i18n*/ {
    id: 'afterSaleGoodsRefusedContent',
    message: 'The {product} you sent back (order {orderNo}) was not accepted: {remark}',
  },
  afterSaleRefundedTitle: /*i18n*/ { id: 'afterSaleRefundedTitle', message: 'Refund paid' },
  afterSaleRefundedContent: /*i18n*/ {
    id: 'afterSaleRefundedContent',
    message: '{amount} USD for {product} (order {orderNo}) has been refunded to your wallet.',
  },
  newsletterTooMany: /*i18n*/ {
    id: 'newsletterTooMany',
    message: 'Too many subscriptions from your connection. Please try again in {minutes} min.',
  },
  headersTooLarge: /*i18n*/ {
    id: 'headersTooLarge',
    message: 'The address or headers of the request are too long (at most {kb} kB in all)',
  },
  requestTimeout: /*i18n*/ { id: 'requestTimeout', message: 'The request took too long to arrive. Please try again.' },
  requestUnreadable: /*i18n*/ { id: 'requestUnreadable', message: 'The request could not be read' },
  mailSubject: /*i18n*/ { id: 'mailSubject', message: '{title} · {tenant}' },
  mailGreeting: /*i18n*/ { id: 'mailGreeting', message: 'Hello,' },
  mailSignature: /*i18n*/ { id: 'mailSignature', message: 'The {tenant} team' },
  mailLinkLine: /*i18n*/ { id: 'mailLinkLine', message: '{label}: {link}' },
  mailLinkOrder: /*i18n*/ { id: 'mailLinkOrder', message: 'See the order' },
  mailLinkRefund: /*i18n*/ { id: 'mailLinkRefund', message: 'See the refund' },
  mailLinkWallet: /*i18n*/ { id: 'mailLinkWallet', message: 'See your withdrawals' },
  mailLinkSellerCenter: /*i18n*/ { id: 'mailLinkSellerCenter', message: 'Open your seller center' },
  mailLinkSellerProduct: /*i18n*/ { id: 'mailLinkSellerProduct', message: 'See the product' },
  mailLinkSellerOrder: /*i18n*/ { id: 'mailLinkSellerOrder', message: 'See the order' },
  shopOrderPaidTitle: /*i18n*/ { id: 'shopOrderPaidTitle', message: 'New paid order' },
  shopOrderPaidContent: /*i18n*/ {
    id: 'shopOrderPaidContent',
    message: 'Order {orderNo} of your shop is paid ({amount} USD): it is ready to ship.',
  },
  shopAfterSaleOpenedTitle: /*i18n*/ { id: 'shopAfterSaleOpenedTitle', message: 'After-sale requested' },
  shopAfterSaleOpenedContent: /*i18n*/ {
    id: 'shopAfterSaleOpenedContent',
    message: 'A shopper asked for a refund of {amount} USD for {product} (order {orderNo}). Please answer it.',
  },
  listingApprovedTitle: /*i18n*/ { id: 'listingApprovedTitle', message: 'Product approved' },
  listingApprovedContent: /*i18n*/ { id: 'listingApprovedContent', message: '{product} is approved: shoppers see it as it now is.' },
  listingRejectedTitle: /*i18n*/ { id: 'listingRejectedTitle', message: 'Product not approved' },
  listingRejectedContent: /*i18n*/ { id: 'listingRejectedContent', message: '{product} was not approved: {reason}' },
  mailOrderPlacedTitle: /*i18n*/ { id: 'mailOrderPlacedTitle', message: 'Thank you for your order' },
  mailOrderPlacedIntro: /*i18n*/ {
    id: 'mailOrderPlacedIntro',
    message: 'Your order is placed: one order per shop, as listed below. Please pay before {deadline}, or it will be cancelled.',
  },
  mailOrderShop: /*i18n*/ { id: 'mailOrderShop', message: '{shop}: order {orderNo}' },
  mailOrderLine: /*i18n*/ { id: 'mailOrderLine', message: '{count} × {product} {properties}: {amount} USD' },
  mailOrderDelivery: /*i18n*/ { id: 'mailOrderDelivery', message: 'Delivery: {amount} USD' },
  mailOrderTotal: /*i18n*/ { id: 'mailOrderTotal', message: 'Total: {amount} USD' },
  orderCancelledByShopTitle: /*i18n*/ { id: 'orderCancelledByShopTitle', message: 'Order cancelled by the shop' },
  orderCancelledByShopContent: /*i18n*/ {
    id: 'orderCancelledByShopContent',
    message: 'The shop cancelled your order {orderNo}: {reason}. {amount} USD has been refunded to your balance.',
  },
} satisfies Record<string, Message>

const messages = { ...serviceMessages, ...fieldErrorMessages, ...sharedMessages, ...headMessages }

export type MessageKey = keyof typeof messages

/**
 * The catalogs' files: in the source tree, and beside the bundle in dist-server/ (npm run
 * build:server copies them there).
 */
function catalogFiles(lang: Language): string[] {
  if (existsSync(join(import.meta.dirname, 'locales/service')))
    return [join(import.meta.dirname, 'locales/storefront', `${lang}.po`), join(import.meta.dirname, 'locales/service', `${lang}.po`)]
  const root = join(import.meta.dirname, '../..')
  return [join(root, 'src/locales', `${lang}.po`), join(root, 'server/locales', `${lang}.po`)]
}

const ids = new Set(Object.values(messages).map((m) => m.id))
let loaded: Map<Language, Map<string, string>> | null = null

/** Read once, at the first message: the translations of the service's message ids, per language. */
function translations(): Map<Language, Map<string, string>> {
  loaded ??= new Map(
    languages.map((lang) => {
      const entries = catalogFiles(lang).flatMap((file) => parsePo(readFileSync(file, 'utf8')))
      const found = entries.filter((e) => e.context === null && ids.has(e.id) && e.translation.trim())
      return [lang, new Map(found.map((e) => [e.id, e.translation]))] as const
    }),
  )
  return loaded
}

/** A message's translation in one language, or undefined when that catalog lacks it (tests check none does). */
export const translationOf = (key: MessageKey, lang: Language): string | undefined => translations().get(lang)?.get(messages[key].id)

export function message(key: MessageKey, lang: Language, params: Record<string, string | number> = {}): string {
  const text = translationOf(key, lang) ?? translationOf(key, 'en') ?? messages[key].message
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

export const isMessageKey = (key: string): key is MessageKey => key in messages
export const messageKeys = Object.keys(messages) as MessageKey[]
