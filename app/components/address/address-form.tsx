import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useSchemaForm } from "../forms/use-schema-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import { AddressFormSchema } from "~/lib/schemas/forms/address";
import { WITHOUT_MAP } from "~/lib/shell/messages";
import type { Address, Country } from "~/lib/schemas/address";
import { CheckboxField, FieldErrors, FormErrors, TextField, useFocusOnRefusal, useTypedChecks } from "../forms/form-fields";
import { MapPicker, type Point } from "./map-picker";
import { ClientOnly } from "remix-utils/client-only";
import { useRootData } from "../hooks/use-root-data";
import { useHydrated } from "remix-utils/use-hydrated";

/** The address form of the account and of checkout: one town select grouped by country and state, and the map. */
export function AddressForm({
  regions,
  address,
  lastResult,
  submitLabel,
  extraHidden,
  receiver,
}: {
  regions: Country[];
  address?: Address | null;
  /** A new address's receiver as the customer's own name and mobile: most addresses are the shopper's own. */
  receiver?: { name: string; phone: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  extraHidden?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const maps = useRootData()?.maps;
  // The store has a map service (open tiles or a key): without JavaScript its place comes from the typed address.
  const mapsOn = Boolean(maps?.free || maps?.key);
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm(AddressFormSchema, {
    id: address ? `address-${address.id}` : "address-new",
    lastResult,
    defaultValue: address
      ? {
          receiver_name: address.receiver_name,
          receiver_phone: address.receiver_phone,
          address_name: address.address_name,
          default_setting: address.default_setting ? "on" : undefined,
          town_id: String(address.town.id),
          detailed_address: address.detailed_address,
        }
      : receiver
        ? { receiver_name: receiver.name, receiver_phone: receiver.phone }
        : undefined,
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema: AddressFormSchema });
      // The spec's one message above the form, as the server answers it, besides each field's own.
      if (submission.status !== "success" && submission.error) submission.error[""] = ["validation.address"];
      return submission;
    },
  });
  const [point, setPoint] = useState<Point | null>(address ? { lat: address.lat, lng: address.lng } : null);
  const [townId, setTownId] = useState<string>(address ? String(address.town.id) : "");
  const townCenter = useMemo(() => {
    for (const c of regions) for (const s of c.states) for (const tw of s.towns) if (String(tw.id) === townId) return { lat: tw.lat, lng: tw.lng };
    return null;
  }, [regions, townId]);

  const { key: _townKey, ...town } = useTypedChecks(getSelectProps(fields.town_id));
  const townFocus = useFocusOnRefusal(fields.town_id.errors);
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      {Object.entries(extraHidden ?? {}).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="field-row">
        <TextField field={fields.receiver_name} label={t("address.receiverName")} autoComplete="name" />
        <TextField
          field={fields.receiver_phone}
          label={t("address.receiverPhone")}
          type="tel"
          hint={t("auth.mobileHint")}
          autoComplete="tel"
          dir="ltr"
          inputMode="tel"
        />
      </div>
      <TextField field={fields.address_name} label={t("address.addressName")} />
      <div className="field">
        <label htmlFor={fields.town_id.id}>{t("address.town")}</label>
        <select {...town} key={fields.town_id.key} {...townFocus} onChange={(e) => setTownId(e.currentTarget.value)}>
          <option value="">{t("address.chooseTown")}</option>
          {regions.flatMap((c) =>
            c.states.map((s) => (
              <optgroup key={`${c.id}-${s.id}`} label={`${c.name} — ${s.name}`}>
                {s.towns.map((tw) => (
                  <option key={tw.id} value={tw.id} disabled={!tw.available && String(tw.id) !== townId}>
                    {tw.name} {tw.available ? "" : t("address.unavailable")}
                  </option>
                ))}
              </optgroup>
            )),
          )}
        </select>
        <FieldErrors id={fields.town_id.errorId} errors={fields.town_id.errors} />
      </div>
      <TextField field={fields.detailed_address} label={t("address.detailed")} hint={t("address.detailedHint")} autoComplete="address-line1" />
      {/* The map needs the browser; without JavaScript the server places the typed address. */}
      <ClientOnly
        fallback={
          <>
            <p className="field__hint map-picker__note">{t(mapsOn ? "address.mapByAddress" : "address.mapKeyError")}</p>
            {/* Tells the server this form had no map, so its message does not ask for one. */}
            <input type="hidden" name={WITHOUT_MAP} value="1" />
          </>
        }
      >
        {() => <MapPicker value={point} center={townCenter} onChange={setPoint} />}
      </ClientOnly>
      {/* Without JavaScript there is no map: the server geocodes what was typed. */}
      {hydrated && point ? (
        <>
          <input type="hidden" name="lat" value={point.lat} />
          <input type="hidden" name="lng" value={point.lng} />
        </>
      ) : null}
      <CheckboxField field={fields.default_setting} label={t("address.isDefault")} />
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}
