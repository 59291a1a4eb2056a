import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { useRootData } from "../hooks/use-root-data";
import type { MapHandle, Point } from "./maps/types";

export type { Point };

const DEFAULT_CENTER: Point = { lat: 30.0444, lng: 31.2357 };

/**
 * A map to click the delivery point on (JavaScript only; without it the point comes from
 * geocoding the typed address). `free_map` gives the open map (Leaflet, OpenStreetMap); off,
 * with the store's `api_key`, the Google Maps JavaScript API (decision 037); with neither, no
 * map. The container stays ltr whatever the page direction.
 */
export function MapPicker({ value, center, onChange }: { value: Point | null; center: Point | null; onChange: (p: Point) => void }) {
  const { t, i18n } = useTranslation();
  const maps = useRootData()?.maps;
  const service = maps?.free ? "open" : maps?.key ? "google" : null;
  const key = maps?.key ?? "";
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ value, center, onChange, t });
  latest.current = { value, center, onChange, t };
  const api = useRef<MapHandle | null>(null);

  useEffect(() => {
    if (!box.current || !service) return;
    const element = box.current;
    let disposed = false;
    let handle: MapHandle | null = null;
    const { value: chosen, center: near, t: say } = latest.current;
    const options = {
      start: chosen ?? near ?? DEFAULT_CENTER,
      zoom: chosen ? 15 : 12,
      marked: Boolean(chosen),
      onClick: (p: Point) => latest.current.onChange(p),
    };
    const mounting =
      service === "open"
        ? import("./maps/leaflet-map").then((m) =>
            m.mountLeafletMap(element, { zoomIn: say("address.mapZoomIn"), zoomOut: say("address.mapZoomOut"), library: say("address.mapLibrary") }, options),
          )
        : import("./maps/google-map").then((m) => m.mountGoogleMap(element, { key, language: i18n.language }, options));
    mounting.then(
      (mounted) => {
        if (disposed) return mounted.destroy();
        handle = api.current = mounted;
        setReady(true);
      },
      // The service did not load (blocked, offline): the typed address places the point, as without JavaScript.
      () => !disposed && setFailed(true),
    );
    return () => {
      disposed = true;
      api.current = null;
      handle?.destroy();
    };
  }, [service, key, i18n.language]);

  useEffect(() => {
    if (center && !value) api.current?.setCenter(center);
  }, [center, value]);

  if (!service) return <p className="field__hint map-picker__note">{t("address.mapKeyError")}</p>;
  if (failed) return <p className="field__hint map-picker__note">{t("address.mapByAddress")}</p>;
  return (
    <div className="map-picker">
      <p className="field__hint">{t("address.mapHint")}</p>
      <div
        ref={box}
        className="map-picker__map"
        dir="ltr"
        role="application"
        aria-label={t("address.mapLabel")}
        data-ready={ready ? "1" : "0"}
        data-service={service}
      />
      {value ? <p className="field__hint">{t("address.pointChosen", { latitude: value.lat.toFixed(5), longitude: value.lng.toFixed(5) })}</p> : null}
    </div>
  );
}
