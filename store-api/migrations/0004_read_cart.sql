-- A cart view in one call whose plan the database keeps (issue 22): a PL/pgSQL function's
-- statements are planned once per connection, where the same select sent as text is parsed and
-- planned on every view (on PGlite that was ~1.2 ms of the ~1.7 ms a cart read cost).
-- Exactly one of the three keys is given: a cart by id, a guest cart by id (never an account's),
-- an account's cart by customer. None: only the settings row (the left join keeps it).
CREATE FUNCTION read_cart(by_id integer, by_guest integer, by_customer integer)
RETURNS TABLE (min_purchase numeric, id integer, customer_id integer, guest_nonce text, coupon_id integer,
  created_at timestamptz, updated_at timestamptz, coupon json, coupon_uses integer, lines json)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
DECLARE found_cart integer;
BEGIN
  IF by_customer IS NOT NULL THEN
    SELECT c.id INTO found_cart FROM carts c WHERE c.customer_id = by_customer;
  ELSIF by_guest IS NOT NULL THEN
    SELECT c.id INTO found_cart FROM carts c WHERE c.id = by_guest AND c.customer_id IS NULL;
  ELSE
    found_cart := by_id;
  END IF;
  RETURN QUERY
    select s.min_purchase,
      c.id, c.customer_id, c.guest_nonce, c.coupon_id, c.created_at, c.updated_at,
      (select row_to_json(cp) from coupons cp where cp.id = c.coupon_id) as coupon,
      (select count(*)::int from coupon_redemptions r where r.coupon_id = c.coupon_id and r.customer_id = c.customer_id) as coupon_uses,
      (select coalesce(json_agg(l order by l.id), '[]'::json) from (
        select ci.id, ci.qty, p.id as product_id, p.slug, p.name_ar, p.name_en, p.image, p.discount, p.tax,
          cat.slug as category_slug, u.id as unit_id, u.name_ar as unit_ar, u.name_en as unit_en, u.price, u.balance,
          (select coalesce(json_agg(json_build_object('id', v.id, 'name_ar', v.name_ar, 'name_en', v.name_en, 'type', v.type, 'value', v.value, 'hex', v.hex) order by v.sort, v.id), '[]'::json)
            from product_variants pv join variants v on v.id = pv.variant_id where pv.product_id = p.id) as variants
        from cart_items ci
        join products p on p.id = ci.product_id
        join product_units u on u.id = ci.unit_id
        join categories cat on cat.id = p.category_id
        where ci.cart_id = c.id) l) as lines
    from settings s left join carts c on c.id = found_cart
    where s.id = 1;
END
$$;
