import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import type { Order } from "~/lib/schemas/order";
import { ProductImage } from "../catalogue/product-image";
import { Isolated } from "../text/isolated";

/** What an order's row tells of its items: the first one's name and picture, and how many more. */
export interface OrderGlance {
  first: { name: string; image: string | null } | null;
  more: number;
}

/**
 * The glance a loader sends for a row (issue 37, decisions 098 and 102): the items come with the orders
 * list, so it costs no call of its own on the orders page or the account overview.
 */
export function orderGlance(order: Pick<Order, "items">): OrderGlance {
  const first = order.items[0];
  return { first: first ? { name: first.name, image: first.image ?? null } : null, more: Math.max(0, order.items.length - 1) };
}

/**
 * A line that begins with a product's picture (the 150 px thumbnail shown at 56 px), then its name (two
 * lines at most) and whatever the page adds under it: the orders list, the account overview and the
 * order page's items all draw their pictures with this one row.
 */
export function PictureRow({ image, name, children }: { image: string | null; name: ReactNode; children?: ReactNode }) {
  return (
    <div className="order-row">
      <ProductImage file={image} layout="thumb" alt="" className="order-row__thumb" />
      <span className="order-row__what">
        <span className="order-row__name">{name}</span>
        {children}
      </span>
    </div>
  );
}

/** An order told by its first item, "+ N more", then the link that opens it (`children`). */
export function OrderRow({ glance, children }: { glance: OrderGlance; children: ReactNode }) {
  const { t } = useTranslation();
  const more = glance.more > 0 ? <span className="order-row__more">{t("orders.moreItems", { count: glance.more })}</span> : null;
  if (!glance.first) return <span className="order-row__what">{children}</span>;
  return (
    <PictureRow image={glance.first.image} name={<Isolated>{glance.first.name}</Isolated>}>
      {more}
      {children}
    </PictureRow>
  );
}
