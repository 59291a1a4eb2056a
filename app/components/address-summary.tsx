import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Isolated, Ltr } from "./isolated";

interface Place {
  detailed_address: string;
  town: { name: string };
  state: { name: string };
  country?: { name: string };
}

/**
 * A saved address on one line: "office 301, building 5" and "12 شارع …، شقة 8" each keep their own
 * direction, as do the town, state and country, so a house number never jumps to another part.
 */
export function AddressLine({ address }: { address: Place }) {
  const { t } = useTranslation();
  const parts = Object.entries({
    detailed: address.detailed_address,
    town: address.town.name,
    state: address.state.name,
    country: address.country?.name,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <>
      {parts.map(([key, part], i) => (
        <Fragment key={key}>
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
