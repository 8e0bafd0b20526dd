/**
 * Stable failure codes of /app-api. 401 ends the session; every other code comes with a
 * human `msg` in the request's language.
 */
export const ErrorCode = {
  ok: 0,
  unauthorized: 401,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  /** A request body over the service's limit (64 kB; uploads have their own). */
  bodyTooLarge: 413,
  /** The address or headers of a request over Node's limit (16 kB): answered before the request is read. */
  headersTooLarge: 431,
  /** The headers or body did not arrive in time (server/http/nodeServer.ts). */
  requestTimeout: 408,
  tooManyRequests: 429,
  internal: 500,
  /** A field is missing or malformed; `msg` names it. */
  invalidField: 1001,
  emailTaken: 1002,
  emailCodeInvalid: 1003,
  captchaInvalid: 1004,
  loginFailed: 1005,
  loginThrottled: 1006,
  codeResendTooSoon: 1007,
  passwordsDiffer: 1008,
  oldPasswordWrong: 1009,
  termsNotAccepted: 1010,
  unknownAccount: 1011,
  uploadNotImage: 1020,
  uploadTooLarge: 1021,
  /** The account's uploads of the day (count or bytes) are used up; `msg` says to come back tomorrow. */
  uploadQuota: 1022,
  /** The image's declared width x height is over the pixel limit (decompression bombs included). */
  uploadTooManyPixels: 1023,
  unknownTenant: 1030,
  /** Shop owners cannot order in their own shop. */
  ownShop: 1040,
  /** A line's stock is below its count: `msg` names the product and what is left; nothing was created. */
  outOfStock: 1041,
  /** Card and online payment: "function under development, choose another payment method". */
  payMethodUnavailable: 1042,
  /** An order item already has its evaluation. */
  alreadyEvaluated: 1043,
  /** The checkout would take the shopper's pieces in unpaid orders over UNPAID_PIECES_MAX: `msg` says the cap and what they hold; nothing was created. */
  unpaidPiecesMax: 1044,
  /** A row moved along its lifecycle while the client was looking: reload. */
  statusChanged: 1050,
  /** The row's status does not allow this move. */
  moveRefused: 1051,
  /** The wallet's available balance is below the amount. */
  insufficientBalance: 1060,
  /** No transaction password yet: set one first (docs/behaviour.md#transaction-password). */
  payPasswordNotSet: 1061,
  payPasswordWrong: 1062,
  /** Too many wrong transaction passwords: every use is refused until `msg` says. */
  payPasswordLocked: 1063,
  /** A transaction password is already set: change it (with the old one) or reset it by email code. */
  payPasswordAlreadySet: 1064,
  /** The order item has an after-sale still open: it must end before another is applied for. */
  afterSaleOpen: 1070,
  /** The order's status does not allow an after-sale (only shipped or completed orders). */
  afterSaleNotAllowed: 1071,
  /** The shop was already paid for the order and its owner's wallet cannot cover the refund. */
  shopBalanceShort: 1072,
  /** The invite code is unknown in this marketplace. */
  inviteCodeUnknown: 1080,
  /** The invite code has been used as many times as it may be. */
  inviteCodeUsedUp: 1081,
  /** The invite code's time is over. */
  inviteCodeExpired: 1082,
  /** A shop, or another application waiting for review, has this name. */
  shopNameTaken: 1083,
  /** The application waits for review or has passed: its fields are locked. */
  applicationLocked: 1084,
  /** The user already runs a shop: one shop per user. */
  alreadyOwnsShop: 1085,
  /** The shop is closed for a holiday (docs/behaviour.md#shop-settings): nothing of it goes into a bag or a checkout; `msg` says when it reopens. */
  shopOnHoliday: 1086,
  /** The shopper may not write to this shop yet (docs/behaviour.md#chat): no order, no balance, and the shop asks for one. */
  chatNotAllowed: 1090,
  /** The platform's customer-service chat is switched off: write to its e-mail instead. */
  customerServiceClosed: 1091,
  /** The shop's reply to a review can be changed for 24 hours after it was first written (contract/sellerReviews.ts); this one is final. */
  reviewReplyFinal: 1095,
} as const

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode]
