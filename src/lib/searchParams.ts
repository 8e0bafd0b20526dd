import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'

/**
 * Only what looks like JSON text ("…", […], {…}) is read as JSON. The router's default also
 * parses digits, so it writes every number-like string quoted (`?no=%22202611…%22`); here an order
 * number travels as it is: the query decoder turns a short one into a number and the route's
 * `text` reader (contract/search.ts) turns it back, while a long one stays a string.
 */
function parseJsonText(value: string): unknown {
  if (!/^\s*["[{]/.test(value)) throw new SyntaxError('not JSON text')
  return JSON.parse(value)
}

/** Strings the decoder would not give back as strings are written as JSON: JSON text, and the words true and false. */
function quotedOnWrite(value: string): unknown {
  return value === 'true' || value === 'false' ? value : parseJsonText(value)
}

export const parseSearch = parseSearchWith(parseJsonText)
export const stringifySearch = stringifySearchWith(JSON.stringify, quotedOnWrite)
