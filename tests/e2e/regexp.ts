/** Text to match literally inside a RegExp (product names hold brackets and dots). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
