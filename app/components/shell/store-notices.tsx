import { useTranslation } from "~/i18n/translate";
import type { RootData } from "~/lib/shell/root-data";
import { Price } from "../money/price";

/** The free-shipping line templates show above or beside their header. */
export function FreeShippingNote({ root }: { root: RootData }) {
  const { t } = useTranslation();
  return root.store.freeShippingOver != null ? (
    <>
      {t("home.freeShipping")} <Price value={root.store.freeShippingOver} />
    </>
  ) : (
    <>{t("home.freeShippingLabel")}</>
  );
}

/** Shown under every header when no currency could be loaded and prices are unconverted. */
export function CurrencyNotice({ root }: { root: RootData }) {
  const { t } = useTranslation();
  if (!root.currency.error) return null;
  return (
    <p className="notice notice--warning" role="status">
      {t("currency.unavailable")}
    </p>
  );
}

/** The store's phone and e-mail, each kept left-to-right inside Arabic text. */
export function ContactLines({ root }: { root: RootData }) {
  const { t } = useTranslation();
  return (
    <>
      {root.store.contactPhone ? (
        <span>
          {t("footer.contactPhone")}:{" "}
          <a href={`tel:${root.store.contactPhone}`} dir="ltr">
            {root.store.contactPhone}
          </a>
        </span>
      ) : null}
      {root.store.contactEmail ? (
        <span>
          {t("footer.contactEmail")}:{" "}
          <a href={`mailto:${root.store.contactEmail}`} dir="ltr" translate="no">
            {root.store.contactEmail}
          </a>
        </span>
      ) : null}
    </>
  );
}

/** The last line of every footer. */
export function CopyrightLine({ root }: { root: RootData }) {
  const { t } = useTranslation();
  return (
    <>
      © {root.store.name} · {t("footer.rights")} · {t("footer.poweredBy")}
    </>
  );
}
