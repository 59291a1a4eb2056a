import { Fragment } from "react";
import { useTranslation } from "~/i18n/translate";
import { isMixed, wordDirection } from "~/lib/text/text-direction";
import { Isolated, Phone, usePageDir } from "../text/isolated";

interface Place {
  detailed_address: string;
  town: { name: string };
  state: { name: string };
  country?: { name: string };
}

/** A part of the detailed address as typed, and the punctuation the shopper typed after it ("،", ",", ";", "؛"; none at a line break). */
export interface TypedPart {
  text: string;
  sep: string;
}

/**
 * The parts a shopper typed into the detailed address, at their commas, semicolons (Arabic or Latin)
 * or line breaks, each with the separator typed after it, so it is drawn as typed (decision 076).
 */
export function typedPieces(detailed: string): TypedPart[] {
  // A Latin comma between digits ("1,200") is part of a number, not a separator.
  const pieces = detailed.split(/\s*([،؛;\n]|,(?!\d))\s*/u);
  const out: TypedPart[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const text = pieces[i]!.trim();
    if (text) out.push({ text, sep: pieces[i + 1]?.replace("\n", "") ?? "" });
  }
  return out;
}

/** The parts a shopper typed into the detailed address, without their separators. */
export function typedParts(detailed: string): string[] {
  return typedPieces(detailed).map((part) => part.text);
}

/** The comma that joins typed parts where the shopper typed none (a line break), in a text of this direction. */
const TYPED_COMMA = { rtl: "، ", ltr: ", " } as const;

/**
 * What the shopper typed in the detailed address, as one isolate, each part kept as typed and isolated in
 * its own direction.
 *
 * An address in one script reads in its own direction on either page (its first letter's, as `dir="auto"`
 * would take), each part followed by the shopper's own separator: "5 Mesaha Square, 3rd floor, office 301"
 * on an Arabic page reads left to right as typed, not "office 301، 3rd floor، 5 Mesaha Square" (decision 096,
 * amending 090).
 *
 * Mixing scripts, or Arabic with no Latin at all, on an Arabic page its parts follow each other right to left
 * in the order typed, joined by the Arabic comma (issue 37, decision 090); on an English page
 * ("شارع التحرير 12, office 301") left to right in the order typed, each followed by the shopper's own
 * separator, never one rewritten to the other script's comma (decision 076, amending 043).
 */
export function TypedAddress({ detailed }: { detailed: string }) {
  const pageDir = usePageDir();
  const parts = typedPieces(detailed);
  if (!parts.length) return null;
  const own = isMixed(detailed) ? null : wordDirection(detailed);
  if (pageDir === "rtl" && own !== "ltr") {
    return (
      <bdi className="address-typed" dir="rtl">
        {parts.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the address is its identity
          <Fragment key={i}>
            <Isolated className="address-part" within={wordDirection(part.text) ?? "rtl"}>
              {part.text}
            </Isolated>
            {i < parts.length - 1 ? TYPED_COMMA.rtl : null}
          </Fragment>
        ))}
      </bdi>
    );
  }
  const dir = own ?? pageDir;
  return (
    <bdi className="address-typed" dir={dir}>
      {parts.map((part, i) => (
        // A part's place in the address is its identity: the same words may be typed twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          <Isolated className="address-part" within={wordDirection(part.text) ?? dir}>
            {part.text}
          </Isolated>
          {i < parts.length - 1 ? (part.sep ? `${part.sep} ` : TYPED_COMMA[dir]) : null}
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * A saved address as a postal one is written: what the shopper typed (<TypedAddress>, in its own direction)
 * on its line, then the town, state and country the Store API names, each isolated on its own (decision 043)
 * and following each other in the page's reading order, joined by the page language's comma. The break
 * between them keeps a comma of one script from sitting at the edge of a text in the other ("،5 Mesaha
 * Square" on an Arabic page, "12 شارع النيل, Nasr City" on an English one) (decision 107).
 */
export function AddressLine({ address }: { address: Place }) {
  const { t } = useTranslation();
  const named = [address.town.name, address.state.name, address.country?.name].filter((part): part is string => Boolean(part));
  const typed = typedPieces(address.detailed_address).length > 0;
  return (
    <>
      {typed ? (
        <>
          <TypedAddress detailed={address.detailed_address} />
          <br />
        </>
      ) : null}
      {named.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part's place in the address is its identity
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
      <Isolated>{name}</Isolated> · <Phone>{phone}</Phone>
    </>
  );
}
