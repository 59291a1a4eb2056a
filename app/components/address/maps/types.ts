export interface Point {
  lat: number;
  lng: number;
}

/** A mounted map the picker drives, whichever service draws it. */
export interface MapHandle {
  setPoint(p: Point): void;
  setCenter(p: Point): void;
  destroy(): void;
}

export interface MountOptions {
  start: Point;
  zoom: number;
  /** Whether `start` is the shopper's chosen point (it gets a marker) or only where to look. */
  marked: boolean;
  onClick(p: Point): void;
}

/** Six decimals (~10 cm): what the Store API keeps. */
export const roundPoint = (lat: number, lng: number): Point => ({ lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 });
