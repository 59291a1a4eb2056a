/**
 * schema.org JSON-LD for search engines (Product, BreadcrumbList, Organization). Amounts are
 * the Store API's local-currency numbers, as the offers are made in that currency.
 */
import { priceAfterDiscount, withTax } from "../money/pricing";
import type { Product } from "../schemas/catalogue";

export interface NamedUrl {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(items: NamedUrl[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export function organizationJsonLd(org: { name: string; url: string; logo?: string | null; email?: string | null; phone?: string | null }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: org.name,
    url: org.url,
    ...(org.logo ? { logo: org.logo } : {}),
    ...(org.email || org.phone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer service",
            ...(org.email ? { email: org.email } : {}),
            ...(org.phone ? { telephone: org.phone } : {}),
          },
        }
      : {}),
  };
}

export function productJsonLd(
  product: Pick<Product, "name" | "sku" | "barcode" | "price" | "discount" | "balance" | "rating" | "reviews_count" | "brand">,
  /** `taxRate`: the page shows the price with this tax (decision 075), so the offer does too. */
  extra: { url: string; images: string[]; description: string; currencyCode: string | null; taxRate?: number },
) {
  const gtin = /^\d{8}$|^\d{12,14}$/.test(product.barcode) ? { gtin: product.barcode } : {};
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    url: extra.url,
    ...(extra.images.length ? { image: extra.images } : {}),
    ...(extra.description ? { description: extra.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...gtin,
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand.name } } : {}),
    // Without a known currency code a price would be ambiguous: the offer is left out.
    ...(extra.currencyCode
      ? {
          offers: {
            "@type": "Offer",
            url: extra.url,
            price: withTax(priceAfterDiscount(product.price, product.discount), extra.taxRate ?? 0).toFixed(2),
            priceCurrency: extra.currencyCode,
            availability: product.balance > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }
      : {}),
    ...(product.reviews_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.rating * 10) / 10,
            reviewCount: product.reviews_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
