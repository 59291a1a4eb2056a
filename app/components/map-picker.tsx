import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "./use-root-data";

export interface Point {
  lat: number;
  lng: number;
}

const DEFAULT_CENTER: Point = { lat: 30.0444, lng: 31.2357 };

/**
 * A map to click the delivery point on (JavaScript only; without it the point comes from
 * geocoding the typed address). Leaflet is imported lazily (it touches window), keyed by
 * language, with its 25×41 marker; the container stays ltr whatever the page direction.
 */
export function MapPicker({ value, center, onChange }: { value: Point | null; center: Point | null; onChange: (p: Point) => void }) {
  const { t, i18n } = useTranslation();
  const maps = useRootData()?.maps;
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ value, center, onChange });
  latest.current = { value, center, onChange };
  const api = useRef<{ setPoint(p: Point): void; setCenter(p: Point): void } | null>(null);

  useEffect(() => {
    if (!box.current || !maps?.free) return;
    let disposed = false;
    let cleanup = () => {};
    void (async () => {
      const [{ default: L }, icon, shadow] = await Promise.all([
        import("leaflet"),
        import("leaflet/dist/images/marker-icon.png"),
        import("leaflet/dist/images/marker-shadow.png"),
        import("leaflet/dist/leaflet.css"),
      ]);
      if (disposed || !box.current) return;
      const start = latest.current.value ?? latest.current.center ?? DEFAULT_CENTER;
      const map = L.map(box.current, { attributionControl: true }).setView([start.lat, start.lng], latest.current.value ? 15 : 12);
      L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", {
        maxZoom: 19,
        attribution: "© OpenStreetMap",
        referrerPolicy: "strict-origin-when-cross-origin",
      }).addTo(map);
      const markerIcon = L.icon({ iconUrl: icon.default, shadowUrl: shadow.default, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] });
      let marker: ReturnType<typeof L.marker> | null = latest.current.value ? L.marker([start.lat, start.lng], { icon: markerIcon }).addTo(map) : null;
      const setPoint = (p: Point) => {
        if (marker) marker.setLatLng([p.lat, p.lng]);
        else marker = L.marker([p.lat, p.lng], { icon: markerIcon }).addTo(map);
      };
      map.on("click", (e: { latlng: { lat: number; lng: number } }) => {
        const p = { lat: Math.round(e.latlng.lat * 1e6) / 1e6, lng: Math.round(e.latlng.lng * 1e6) / 1e6 };
        setPoint(p);
        latest.current.onChange(p);
      });
      api.current = { setPoint, setCenter: (p) => map.setView([p.lat, p.lng], 13, { animate: false }) };
      setReady(true);
      // A pan or zoom still running when the form goes away would step a removed map
      // ("Cannot read properties of undefined (reading '_leaflet_pos')").
      cleanup = () => {
        map.stop();
        map.remove();
      };
    })();
    return () => {
      disposed = true;
      api.current = null;
      cleanup();
    };
  }, [maps?.free, i18n.language]);

  useEffect(() => {
    if (center && !value) api.current?.setCenter(center);
  }, [center, value]);

  // Without the open map, the place comes from geocoding the typed address (decision 029).
  if (!maps?.free) return <p className="field__hint map-picker__note">{t(maps?.key ? "address.mapByAddress" : "address.mapKeyError")}</p>;
  return (
    <div className="map-picker">
      <p className="field__hint">{t("address.mapHint")}</p>
      <div ref={box} className="map-picker__map" dir="ltr" role="application" aria-label={t("address.mapLabel")} data-ready={ready ? "1" : "0"} />
      {value ? <p className="field__hint">{t("address.pointChosen", { latitude: value.lat.toFixed(5), longitude: value.lng.toFixed(5) })}</p> : null}
    </div>
  );
}
