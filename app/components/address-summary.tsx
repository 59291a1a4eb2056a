import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Isolated, Ltr } from "./isolated";

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

/**
 * A saved address on one line: each part typed in the detailed address ("شارع 9 Road"، "مبنى 12 شقة 8"),
 * then the town, state and country, is isolated on its own (decision 043), so no part's words or
 * house numbers are laid out with another's: a part in one script reads in its own direction, a part
 * mixing both in the page's, and the parts follow each other in the page's reading order, joined by
 * the page language's comma.
 */
export function AddressLine({ address }: { address: Place }) {
  const { t } = useTranslation();
  const parts = [...typedParts(address.detailed_address), address.town.name, address.state.name, address.country?.name].filter((part): part is string =>
    Boolean(part),
  );
  return (
    <>
      {parts.map((part, i) => (
        // A part's place in the address is its identity: the same words may be typed twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? t("address.partSeparator") : null}
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
      <Isolated>{name}</Isolated> · <Ltr className="phone">{phone}</Ltr>
    </>
  );
}
