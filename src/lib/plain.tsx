/**
 * Text that is not ours (a shopper's remark or search words, a name, a reason) as a `<Trans>`
 * value: an element, which Lingui inserts as it is, where a string would be read for markup
 * (`<b>` and `<0>` in it would vanish). Keep the variable's name, so the message stays the same.
 */
export const plain = (text: string) => <>{text}</>
