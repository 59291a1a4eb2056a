/**
 * The answer to an add the stock cut short: it took all that was left (decision 089). Apart from the
 * quantity rules, which pages without the cart's words import as well (a key here is a word shown).
 */
export const ADDED_LEFT = "cart.addedLeft";
