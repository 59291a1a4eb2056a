-- Cash on delivery's ceiling (decision 104): the highest cart total a courier collects; null: none.
-- An existing store keeps no ceiling until its operator sets one; the demo seed sets 30,000.
ALTER TABLE "settings" ADD COLUMN "cod_max_total" numeric(12, 2);
