/**
 * The height the floating buttons take at the bottom right (go to top over customer service, with
 * their gap and margin): the page ends with this much room so that its last lines scroll clear of them.
 */
export const floatingClearance = { base: '32', md: '36' }
