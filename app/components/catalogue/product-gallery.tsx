import { type MouseEvent, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { mediaUrl } from "~/lib/catalogue/media";
import { ProductImage } from "./product-image";

/**
 * The product's images in a scroll-snap track that swipes, with dots on a phone and thumbnails on
 * a wider screen, each a link to its image: works without JavaScript (plain anchors) and by touch.
 * Each image is a link to its zoomed view (decisions 080, 103): without JavaScript a `#zoom-N` target shown
 * over the page at twice the screen's width, to pan around, whose close link goes back to the image; with
 * JavaScript a modal dialog instead, magnified at the point tapped (its taps and Back handled by a module
 * fetched at the first open), and the dots follow the swipe. The first image loads eagerly.
 */
export function ProductGallery({ images, name }: { images: Array<string | null>; name: string }) {
  const { t } = useTranslation();
  const list = images.length > 0 ? images : [null];
  const track = useRef<HTMLUListElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  const alt = (i: number) => (i === 0 ? name : `${name} – ${t("catalogue.product.image", { n: i + 1 })}`);
  // Named for what it does and to what, the product's name first after the verb (not "– enlarge").
  const zoomName = (i: number) => (i === 0 ? t("catalogue.product.zoom", { name }) : t("catalogue.product.zoomNth", { name, n: i + 1 }));

  // scrollLeft runs negative in a right-to-left track: its size is the distance either way.
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.min(list.length - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };
  // A dot moves the track only: the anchor's own jump would scroll the page to the slide's top as well.
  const show = (i: number) => (event: MouseEvent) => {
    const el = track.current;
    if (!el) return;
    event.preventDefault();
    const rtl = getComputedStyle(el).direction === "rtl";
    el.scrollTo({ left: (rtl ? -1 : 1) * i * el.clientWidth, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  };
  const zoom = (i: number) => (event: MouseEvent) => {
    const view = dialog.current;
    if (!view?.showModal) return;
    event.preventDefault();
    setZoomed(i);
    view.showModal();
    // Panning, taps and Back are not in every product page's script (the 130 KB budget): fetched at the first open.
    void import("./gallery-zoom").then((m) => m.zoomPan(view, event.nativeEvent));
  };

  return (
    <section className="gallery" aria-label={t("catalogue.product.gallery")}>
      {/* A scroller holding only images: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable needs the scroller focusable */}
      <ul ref={track} className="gallery__track" tabIndex={0} aria-label={t("catalogue.product.gallery")} onScroll={list.length > 1 ? onScroll : undefined}>
        {list.map((file, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a product may list the same image twice; the list is fixed for the page, so the index is stable
          <li key={`${file}-${i}`} id={`image-${i + 1}`} className="gallery__slide">
            {file ? (
              <a href={`#zoom-${i + 1}`} className="gallery__zoom" aria-label={zoomName(i)} onClick={zoom(i)}>
                <ProductImage file={file} layout="gallery" alt={alt(i)} eager={i === 0} priority={i === 0} />
              </a>
            ) : (
              <ProductImage file={file} layout="gallery" alt={alt(i)} eager={i === 0} priority={i === 0} />
            )}
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <>
          <ol className="gallery__dots">
            {list.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <li key={`${file}-${i}`}>
                <a href={`#image-${i + 1}`} aria-current={current === i ? "true" : undefined} onClick={show(i)}>
                  <span className="visually-hidden">{t("catalogue.product.image", { n: i + 1 })}</span>
                </a>
              </li>
            ))}
          </ol>
          <ul className="gallery__thumbs">
            {list.map((file, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list the same image twice; the list is fixed for the page, so the index is stable
              <li key={`${file}-${i}`}>
                <a href={`#image-${i + 1}`} aria-label={t("catalogue.product.thumb", { name, n: i + 1 })} onClick={show(i)}>
                  <ProductImage file={file} layout="thumb" alt="" />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* Without JavaScript: one view per image, shown while it is the target; its image loads only then (lazy, hidden till shown). */}
      {list.map((file, i) =>
        file ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <section key={`${file}-${i}`} id={`zoom-${i + 1}`} className="zoom zoom-view" aria-label={alt(i)}>
            <a href={`#image-${i + 1}`} className="zoom__close">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t("catalogue.product.closeZoom")}</span>
            </a>
            <img src={mediaUrl(file, "1200x1200") ?? undefined} alt={alt(i)} width={1200} height={1200} loading="lazy" decoding="async" />
          </section>
        ) : null,
      )}
      <dialog ref={dialog} className="zoom" aria-label={zoomed === null ? t("catalogue.product.gallery") : alt(zoomed)} onClose={() => setZoomed(null)}>
        <button type="button" className="zoom__close" onClick={() => dialog.current?.close()} aria-label={t("catalogue.product.closeZoom")}>
          <span aria-hidden="true">×</span>
        </button>
        {zoomed !== null ? <img src={mediaUrl(list[zoomed], "1200x1200") ?? undefined} alt={alt(zoomed)} width={1200} height={1200} /> : null}
      </dialog>
    </section>
  );
}
