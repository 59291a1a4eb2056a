import { usePageDir } from "./isolated";

/**
 * A date already in words, kept on one line and laid out in the page's direction (an Arabic day reads
 * day, month, year from the right). A loader that writes the words spares the page's script the month
 * names (the product page's reviews: the 130 KB budget); `ShopDate` writes them in the page.
 */
export function DateText({ iso, text }: { iso: string; text: string }) {
  const dir = usePageDir();
  return (
    <time dateTime={iso} dir={dir} className="date">
      {text}
    </time>
  );
}
