-- A customer's orders, or one order, in one call whose plans the database keeps (issue 39), as
-- read_cart does for a cart (0004): the list used to cost four statements after the token's (the
-- orders, their items, every payment method, the items' products still on sale), each parsed and
-- planned on every view. One order by id (by_customer null: whoever's it is; else only theirs), or
-- a customer's orders newest first, narrowed by status and by [from_at, before_at).
-- Each row: the order as json, its payment method's names, its items (id order) with the slug of
-- their product when it is still on sale.
CREATE FUNCTION read_orders(by_customer integer, by_id integer, statuses integer[], from_at timestamptz, before_at timestamptz)
RETURNS TABLE (o json, method_ar text, method_en text, items json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE ids integer[];
BEGIN
  IF by_id IS NOT NULL THEN
    ids := ARRAY(SELECT x.id FROM orders x WHERE x.id = by_id AND (by_customer IS NULL OR x.customer_id = by_customer));
  ELSE
    ids := ARRAY(SELECT x.id FROM orders x
      WHERE x.customer_id = by_customer
        AND (statuses IS NULL OR x.status = ANY (statuses))
        AND (from_at IS NULL OR x.created_at >= from_at)
        AND (before_at IS NULL OR x.created_at < before_at)
      ORDER BY x.created_at DESC, x.id DESC);
  END IF;
  RETURN QUERY
    SELECT row_to_json(r), pm.name_ar, pm.name_en,
      (SELECT coalesce(json_agg(i ORDER BY i.id), '[]'::json) FROM (
        SELECT oi.*, p.slug FROM order_items oi
        LEFT JOIN products p ON p.id = oi.product_id AND p.is_active = 1
        WHERE oi.order_id = r.id) i)
    FROM unnest(ids) WITH ORDINALITY AS k(id, n)
    JOIN orders r ON r.id = k.id
    LEFT JOIN payment_methods pm ON pm.id = r.payment_method_id
    ORDER BY k.n;
END
$$;
