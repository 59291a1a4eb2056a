/** A product's name as a message quotes it: long names end in "…" so the message stays one or two lines. */
export const quotedName = (name: string) => (name.length > 80 ? `${name.slice(0, 79)}…` : name);
