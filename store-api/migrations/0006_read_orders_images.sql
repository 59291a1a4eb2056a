-- Each item of read_orders (0005) also carries its product's picture (issue 37): a customer's orders
-- list shows the first item's picture and name, in the same one call. The picture comes while the
-- product exists, even off sale (it still shows what was bought); the slug, for buying again, only
-- while the product is on sale, as before.
CREATE OR REPLACE FUNCTION read_orders(by_customer integer, by_id integer, statuses integer[], from_at timestamptz, before_at timestamptz)
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
        SELECT oi.*, CASE WHEN p.is_active = 1 THEN p.slug END AS slug, p.image AS image FROM order_items oi
        LEFT JOIN products p ON p.id = oi.product_id
        WHERE oi.order_id = r.id) i)
    FROM unnest(ids) WITH ORDINALITY AS k(id, n)
    JOIN orders r ON r.id = k.id
    LEFT JOIN payment_methods pm ON pm.id = r.payment_method_id
    ORDER BY k.n;
END
$$;
