import { useTranslation } from "~/i18n/translate";
import { ProductImage } from "./product-image";

/**
 * The product's images in a scroll-snap track with thumbnails linking to each: works
 * without JavaScript (plain anchors) and by touch. The first image loads eagerly.
 */
export function ProductGallery({ images, name }: { images: Array<string | null>; name: string }) {
  const { t } = useTranslation();
  const list = images.length > 0 ? images : [null];
  return (
    <section className="gallery" aria-label={t("catalogue.product.gallery")}>
      {/* A scroller holding only images: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: axe's scrollable-region-focusable needs the scroller focusable */}
      <ul className="gallery__track" tabIndex={0} aria-label={t("catalogue.product.gallery")}>
        {list.map((file, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a product may list the same image twice; the list is fixed for the page, so the index is stable
          <li key={`${file}-${i}`} id={`image-${i + 1}`} className="gallery__slide">
            <ProductImage file={file} layout="gallery" alt={i === 0 ? name : `${name} – ${t("catalogue.product.image", { n: i + 1 })}`} eager={i === 0} />
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <ul className="gallery__thumbs">
          {list.map((file, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a product may list the same image twice; the list is fixed for the page, so the index is stable
            <li key={`${file}-${i}`}>
              <a href={`#image-${i + 1}`} aria-label={t("catalogue.product.thumb", { name, n: i + 1 })}>
                <ProductImage file={file} layout="thumb" alt="" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
