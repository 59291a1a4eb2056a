import { Fragment } from "react";
import { useTranslation } from "~/i18n/translate";
import { wordDirection } from "~/lib/text-direction";
import { Isolated, Phone, usePageDir } from "./isolated";

interface Place {
  detailed_address: string;
  town: { name: string };
  state: { name: string };
  country?: { name: string };
}

/** The parts a shopper typed into the detailed address, at their commas or semicolons (Arabic or Latin). */
export function typedParts(detailed: string): string[] {
  return (
    detailed
      // A Latin comma between digits ("1,200") is part of a number, not a separator.
      .split(/\s*(?:[،؛;\n]|,(?!\d))\s*/u)
      .map((part) => part.trim())
      .filter(Boolean)
  );
}

/** The comma that joins typed parts in a text of this direction. */
const TYPED_COMMA = { rtl: "، ", ltr: ", " } as const;

/**
 * What the shopper typed in the detailed address, as one isolate in its own direction (that of its
 * first letter, as `dir="auto"` would take): its parts ("شارع 9 Road"، "مبنى 12 شقة 8") are isolated
 * one by one inside it and joined by the comma of that direction, so it reads the same on an
 * English page as on an Arabic one (decision 043).
 */
export function TypedAddress({ detailed }: { detailed: string }) {
  const pageDir = usePageDir();
  const parts = typedParts(detailed);
  if (!parts.length) return null;
  const dir = wordDirection(detailed) ?? pageDir;
  return (
    <bdi className="address-typed" dir={dir}>
      {parts.map((part, i) => (
        // A part's place in the address is its identity: the same words may be typed twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? TYPED_COMMA[dir] : null}
          <Isolated className="address-part" within={dir}>
            {part}
          </Isolated>
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * A saved address on one line: what the shopper typed (<TypedAddress>, in its own direction), then
 * the town, state and country the Store API names, each isolated on its own (decision 043) and
 * following each other in the page's reading order, joined by the page language's comma.
 */
export function AddressLine({ address }: { address: Place }) {
  const { t } = useTranslation();
  const named = [address.town.name, address.state.name, address.country?.name].filter((part): part is string => Boolean(part));
  const typed = typedParts(address.detailed_address).length > 0;
  return (
    <>
      {typed ? <TypedAddress detailed={address.detailed_address} /> : null}
      {named.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the address is its identity
        <Fragment key={i}>
          {typed || i > 0 ? t("address.partSeparator") : null}
          <Isolated className="address-part">{part}</Isolated>
        </Fragment>
      ))}
    </>
  );
}

/** Who receives the parcel: the name in its own direction, the phone number always left to right. */
export function Receiver({ name, phone }: { name: string; phone: string }) {
  return (
    <>
      <Isolated>{name}</Isolated> · <Phone>{phone}</Phone>
    </>
  );
}
