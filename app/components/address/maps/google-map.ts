import { roundPoint, type MapHandle, type MountOptions, type Point } from "./types";

/** The part of the Maps JavaScript API the picker uses (no @types package for a few calls). */
interface LatLng {
  lat(): number;
  lng(): number;
}
interface Listener {
  remove(): void;
}
interface GoogleMap {
  addListener(event: "click", handler: (e: { latLng?: LatLng | null }) => void): Listener;
  setCenter(p: Point): void;
  setZoom(zoom: number): void;
}
interface GoogleMarker {
  setPosition(p: Point): void;
  setMap(map: GoogleMap | null): void;
}
export interface GoogleMaps {
  Map: new (box: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  Marker: new (options: { map: GoogleMap; position: Point }) => GoogleMarker;
  event: { clearInstanceListeners(target: object): void };
}

const CALLBACK = "__storefrontGoogleMapsReady";
const SCRIPT_URL = "https://maps.googleapis.com/maps/api/js";

let loading: Promise<GoogleMaps> | null = null;

/**
 * Loads the Maps JavaScript API once per page with the store's browser key, in the page's
 * language (the spec's default, ar, is the store's default language). The script is created
 * by the app's nonced code, so the CSP's 'strict-dynamic' admits it; the API gives the nonce
 * of the page's first nonced element to the styles it inserts (decision 037).
 */
export function loadGoogleMaps(key: string, language: string): Promise<GoogleMaps> {
  const w = window as unknown as Record<string, unknown> & { google?: { maps?: GoogleMaps } };
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    w[CALLBACK] = () => (w.google?.maps ? resolve(w.google.maps) : reject(new Error("Google Maps loaded without google.maps")));
    const script = document.createElement("script");
    script.src = `${SCRIPT_URL}?${new URLSearchParams({ key, language, callback: CALLBACK, loading: "async" })}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error("Google Maps did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

export async function mountGoogleMap(
  box: HTMLElement,
  service: { key: string; language: string },
  { start, zoom, marked, onClick }: MountOptions,
): Promise<MapHandle> {
  const maps = await loadGoogleMaps(service.key, service.language);
  const map = new maps.Map(box, { center: start, zoom, clickableIcons: false, streetViewControl: false, mapTypeControl: false, fullscreenControl: false });
  let marker: GoogleMarker | null = marked ? new maps.Marker({ map, position: start }) : null;
  const setPoint = (p: Point) => {
    if (marker) marker.setPosition(p);
    else marker = new maps.Marker({ map, position: p });
  };
  const click = map.addListener("click", (e) => {
    if (!e.latLng) return;
    const p = roundPoint(e.latLng.lat(), e.latLng.lng());
    setPoint(p);
    onClick(p);
  });
  return {
    setPoint,
    setCenter: (p) => {
      map.setCenter(p);
      map.setZoom(13);
    },
    destroy: () => {
      click.remove();
      marker?.setMap(null);
      maps.event.clearInstanceListeners(map);
    },
  };
}
