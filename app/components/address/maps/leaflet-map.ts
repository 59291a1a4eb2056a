import { roundPoint, type MapHandle, type MountOptions } from "./types";

/** What Leaflet's own controls say, in the page's language (Leaflet has only English ones). */
export interface LeafletWords {
  zoomIn: string;
  zoomOut: string;
  /** The title of the attribution's "Leaflet" link. */
  library: string;
}

const escapeAttribute = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The open map (`free_map`): OpenStreetMap tiles through Leaflet, imported lazily (it touches window), with its 25×41 marker. */
export async function mountLeafletMap(box: HTMLElement, words: LeafletWords, { start, zoom, marked, onClick }: MountOptions): Promise<MapHandle> {
  const [{ default: L }, icon, shadow] = await Promise.all([
    import("leaflet"),
    import("leaflet/dist/images/marker-icon.png"),
    import("leaflet/dist/images/marker-shadow.png"),
    import("leaflet/dist/leaflet.css"),
  ]);
  const map = L.map(box, { attributionControl: true, zoomControl: false }).setView([start.lat, start.lng], zoom);
  // Mirrored on a right-to-left page, as its other controls are: zoom where the eye starts, the credit at the line's end.
  // The map box itself is ltr (tiles and Leaflet need it): the page says which way it reads.
  const rtl = document.documentElement.dir === "rtl";
  L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut, position: rtl ? "topright" : "topleft" }).addTo(map);
  map.attributionControl.setPosition(rtl ? "bottomleft" : "bottomright");
  map.attributionControl.setPrefix(`<a href="https://leafletjs.com" title="${escapeAttribute(words.library)}">Leaflet</a>`);
  L.tileLayer("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png", {
    maxZoom: 19,
    attribution: "© OpenStreetMap",
    referrerPolicy: "strict-origin-when-cross-origin",
  }).addTo(map);
  const markerIcon = L.icon({ iconUrl: icon.default, shadowUrl: shadow.default, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] });
  let marker: ReturnType<typeof L.marker> | null = marked ? L.marker([start.lat, start.lng], { icon: markerIcon }).addTo(map) : null;
  const setPoint = (p: { lat: number; lng: number }) => {
    if (marker) marker.setLatLng([p.lat, p.lng]);
    else marker = L.marker([p.lat, p.lng], { icon: markerIcon }).addTo(map);
  };
  map.on("click", (e: { latlng: { lat: number; lng: number } }) => {
    const p = roundPoint(e.latlng.lat, e.latlng.lng);
    setPoint(p);
    onClick(p);
  });
  return {
    setPoint,
    setCenter: (p) => map.setView([p.lat, p.lng], 13, { animate: false }),
    // A pan or zoom still running when the form goes away would step a removed map
    // ("Cannot read properties of undefined (reading '_leaflet_pos')").
    destroy: () => {
      map.stop();
      map.remove();
    },
  };
}
