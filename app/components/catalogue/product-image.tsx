import { useEffect, useRef, useState } from "react";
import { mediaUrl, type MediaSize } from "~/lib/catalogue/media";
import { useRootData } from "../hooks/use-root-data";

/** The spec's last resort after the store logo (§9: image fallback 300×300). */
export const NOT_FOUND_IMAGE = "/not-found.svg";

const LAYOUTS = {
  /**
   * Product cards: at most 210 px wide (spec presets), 175 px on a phone, whose 2–3 dots a pixel want the
   * 600 file. One file for every screen: a srcset on each of a page's ~26 cards (and their preloads) weighed
   * ~9 KB of a home page's 60 KB budget to save a laptop at one dot a pixel ~2 KB a (lazy) card (decision 092).
   */
  card: { sizes: ["600x600"], src: "600x600", box: 300, hint: "", background: "auto" },
  /** The product page's main image: one a page, so it keeps a size per screen. */
  gallery: { sizes: ["300x300", "600x600", "1200x1200"], src: "600x600", box: 600, hint: "(min-width: 48rem) 32rem, 100vw" },
  /** Category shortcuts and thumbnails, at most 5rem: one file, as cards. */
  thumb: { sizes: ["150x150"], src: "150x150", box: 150, hint: "" },
} as const satisfies Record<string, Layout>;

interface Layout {
  sizes: readonly MediaSize[];
  src: MediaSize;
  box: number;
  hint: string;
  /** The media endpoint's letterbox colour; `auto` is the image's dominant colour at alpha 0.6. */
  background?: string;
}

export type ImageLayout = keyof typeof LAYOUTS;

/**
 * A product image from the media endpoint with a srcset and explicit size. `eager`: on the first
 * screen, so loaded at once (below the fold it is lazy); `priority`: the page's largest picture, its
 * likely largest contentful paint, fetched ahead of the others (one a page: each other high-priority
 * image would compete with it). With JavaScript, a failed image falls back to the store logo, then to the
 * not-found image (spec §2). The first render is the same on server and client.
 */
export function ProductImage(props: ImageProps) {
  // A new file starts again from its own image (a client navigation may reuse this element).
  return <FallbackImage key={props.file ?? ""} {...props} />;
}

const isVector = (file: string | null) => file !== null && /\.svgz?(?:[?#]|$)/i.test(file);

interface ImageProps {
  file: string | null;
  alt: string;
  layout?: ImageLayout;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}

function FallbackImage({ file, alt, layout = "card", eager = false, priority = false, className }: ImageProps) {
  const logo = useRootData()?.store.logo ?? null;
  const { sizes, src, box, hint } = LAYOUTS[layout];
  // Cards are letterboxed on the image's dominant colour at alpha 0.6 (spec §9, contract `background=auto`).
  const background = (LAYOUTS[layout] as Layout).background;
  const primary = mediaUrl(file, src, background);
  // What to show, in order; a product without image already got the store logo from the server.
  const chain = [...new Set([primary, logo, NOT_FOUND_IMAGE].filter((u): u is string => Boolean(u)))];
  const [stage, setStage] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const next = () => setStage((s) => Math.min(s + 1, chain.length - 1));

  // An image that failed before hydration fired its error event before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again for each image in the chain (stage), not on every render, which a fresh `next` would cause
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) next();
  }, [stage]);

  // Vector images are sharp at any size, so one URL serves every screen; raster ones (an operator's
  // backend may serve them) come in a size per screen density.
  const candidates = stage === 0 && primary && !isVector(file) ? sizes.map((s) => mediaUrl(file, s, background)) : [];
  // Rooted or absolute URLs are the same at every size: no srcset then.
  const srcSet =
    candidates.length > 1 && new Set(candidates).size === candidates.length
      ? sizes.map((s, i) => `${candidates[i]} ${s.split("x")[0]}w`).join(", ")
      : undefined;

  return (
    <img
      ref={ref}
      className={className ? `product-image ${className}` : "product-image"}
      src={chain[stage]}
      srcSet={srcSet}
      sizes={srcSet ? hint : undefined}
      width={box}
      height={box}
      alt={alt}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={next}
    />
  );
}
