/**
 * SPEC.md's navigation enumerations (docs/behaviour.md#catalog), named once: what the header's
 * entries, the product lists' `navigation` and the menus and links of the design are.
 */

/** A header navigation entry's type (the design template's nav entries carry the name). */
export const navTypes = { newGood: 1, discount: 2, designer: 3, category: 4, brand: 5 } as const
export type NavType = keyof typeof navTypes

/**
 * The `navigation` of a product list (/categoryIndex and its query): which of its ids set the list.
 * SPEC.md's routes name 2 the description (designer) number, so designer is 2 here, not navTypes' 3.
 */
export const navigationCodes = { designer: 2, category: 4, brand: 5 } as const
export type NavigationCode = (typeof navigationCodes)[keyof typeof navigationCodes]

/** A menu's type: not in the navigation, a first-level category, a child category, a designer. */
export const menuTypes = { unNavigation: 0, firstCategory: 1, childCategory: 2, designer: 3 } as const
export type MenuType = (typeof menuTypes)[keyof typeof menuTypes]

/** What a link leads to: an article, a product category, a brand, a designer, an outside address. */
export const linkTypes = { article: 0, goodCategory: 1, brand: 2, designer: 3, expandUrl: 4 } as const
export type LinkType = (typeof linkTypes)[keyof typeof linkTypes]
