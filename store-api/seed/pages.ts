import type { pages } from "../db/schema.ts";

/** Content pages. Content is HTML (the storefront sanitises it before rendering). */
export const seedPages: (typeof pages.$inferInsert)[] = [
  {
    slug: "about",
    title_ar: "من نحن",
    title_en: "About us",
    content_ar:
      "<h2>متجر الواحة</h2><p>بدأنا في القاهرة عام 2015 بفكرة بسيطة: منتجات جيدة بأسعار عادلة وتوصيل يمكن الاعتماد عليه.</p>" +
      "<ul><li>أكثر من 150 منتجًا مختارًا</li><li>توصيل لجميع المحافظات خلال 1-5 أيام</li><li>دفع عند الاستلام أو بالبطاقة أو بالمحفظة</li></ul>",
    content_en:
      "<h2>Oasis Store</h2><p>We started in Cairo in 2015 with a simple idea: good products at fair prices and delivery you can count on.</p>" +
      "<ul><li>More than 150 hand-picked products</li><li>Delivery to every governorate within 1-5 days</li><li>Pay cash on delivery, by card or by mobile wallet</li></ul>",
    image: "page-about.webp",
    is_featured: 0,
    sort: 1,
  },
  {
    slug: "privacy",
    title_ar: "سياسة الخصوصية",
    title_en: "Privacy policy",
    content_ar:
      "<h2>خصوصيتك تهمنا</h2><p>نجمع فقط البيانات اللازمة لتنفيذ طلباتك: الاسم ورقم الهاتف والعنوان والبريد الإلكتروني.</p>" +
      "<p>لا نبيع بياناتك لأي طرف ثالث، ولا نحتفظ ببيانات بطاقتك؛ تتم المدفوعات عبر مزود دفع معتمد.</p>",
    content_en:
      "<h2>Your privacy matters</h2><p>We only collect the data needed to fulfil your orders: name, phone number, address and email.</p>" +
      "<p>We never sell your data to third parties and we do not store your card details; payments go through a certified payment provider.</p>",
    image: null,
    is_featured: 0,
    sort: 2,
  },
  {
    slug: "terms",
    title_ar: "الشروط والأحكام",
    title_en: "Terms & conditions",
    content_ar:
      "<h2>الشروط والأحكام</h2><ol><li>الأسعار شاملة ضريبة القيمة المضافة ما لم يُذكر غير ذلك.</li>" +
      "<li>يحق للعميل إلغاء الطلب قبل شحنه.</li><li>تخضع العروض للكميات المتاحة.</li></ol>",
    content_en:
      "<h2>Terms &amp; conditions</h2><ol><li>Prices include VAT unless stated otherwise.</li>" +
      "<li>Customers may cancel an order before it ships.</li><li>Offers are subject to availability.</li></ol>",
    image: null,
    is_featured: 0,
    sort: 3,
  },
  {
    slug: "shipping-returns",
    title_ar: "الشحن والإرجاع",
    title_en: "Shipping & returns",
    content_ar:
      "<h2>الشحن</h2><p>يصل طلبك خلال 1-5 أيام عمل. الشحن مجاني للطلبات التي تزيد عن 500 جنيه.</p>" +
      "<h2>الإرجاع</h2><p>يمكنك إرجاع المنتج خلال 14 يومًا من الاستلام بحالته الأصلية.</p>",
    content_en:
      "<h2>Shipping</h2><p>Your order arrives within 1-5 working days. Shipping is free on orders over 500 EGP.</p>" +
      "<h2>Returns</h2><p>You can return a product within 14 days of delivery in its original condition.</p>",
    image: null,
    is_featured: 0,
    sort: 4,
  },
  {
    slug: "gift-guide",
    title_ar: "دليل الهدايا",
    title_en: "Gift guide",
    content_ar: "<h2>هدايا لكل مناسبة</h2><p>اخترنا لك مجموعة من أفضل الهدايا: ساعات وعطور وإكسسوارات تناسب كل الأذواق والميزانيات.</p>",
    content_en:
      "<h2>Gifts for every occasion</h2><p>We picked a range of great gifts for you: watches, fragrances and accessories for every taste and budget.</p>",
    image: "page-gift-guide.webp",
    is_featured: 1,
    sort: 5,
  },
  {
    slug: "why-oasis",
    title_ar: "لماذا تتسوق معنا؟",
    title_en: "Why shop with us?",
    content_ar: "<h2>لماذا الواحة؟</h2><p>ضمان أصالة المنتجات، إرجاع سهل خلال 14 يومًا، ودعم عملاء يتحدث لغتك.</p>",
    content_en: "<h2>Why Oasis?</h2><p>Genuine products guaranteed, easy returns within 14 days and customer support that speaks your language.</p>",
    image: "page-why-oasis.webp",
    is_featured: 1,
    sort: 6,
  },
];
