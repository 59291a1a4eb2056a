/** Arabic is the source locale: every key starts here, and en.ts must match it exactly. */
const ar = {
  meta: {
    defaultTitle: "المتجر",
    titleSeparator: " | ",
  },
  nav: {
    skipToContent: "انتقل إلى المحتوى",
    home: "الرئيسية",
    mainMenu: "القائمة الرئيسية",
    account: "حسابي",
    login: "تسجيل الدخول",
    cart: "السلة",
    cartCount_zero: "السلة فارغة",
    cartCount_one: "منتج واحد في السلة",
    cartCount_two: "منتجان في السلة",
    cartCount_few: "{{count}} منتجات في السلة",
    cartCount_many: "{{count}} منتجًا في السلة",
    cartCount_other: "{{count}} منتج في السلة",
    search: "بحث",
    searchLabel: "ابحث في المتجر",
    searchPlaceholder: "ابحث عن منتج…",
    language: "اللغة",
    switchLanguage: "English",
    switchLanguageHint: "التبديل إلى الإنجليزية",
    currency: "العملة",
    changeCurrency: "تغيير",
    offers: "العروض",
    pages: "الصفحات",
    about: "من نحن",
  },
  footer: {
    poweredBy: "مدعوم من منصة الواحة للتجارة",
    contact: "تواصل معنا",
    contactPhone: "الهاتف",
    contactEmail: "البريد الإلكتروني",
    rights: "جميع الحقوق محفوظة",
    links: "روابط",
  },
  currency: {
    unavailable: "تعذّر تحميل العملات؛ الأسعار معروضة بالعملة المحلية.",
    option: "{{code}} – {{country}}",
  },
  home: {
    title: "الرئيسية",
    welcome: "أهلًا بك في {{name}}",
    intro: "تسوّق أحدث المنتجات والعروض، وادفع عند الاستلام أو بالبطاقة أو بالمحفظة.",
    featuredPages: "اكتشف المزيد",
    readMore: "اقرأ المزيد",
    freeShipping: "شحن مجاني للطلبات فوق",
    freeShippingLabel: "شحن مجاني للطلبات فوق 500 دولار",
    shippingDays: "التوصيل خلال 1-5 أيام",
  },
  pages: {
    title: "الصفحات",
    empty: "لا توجد صفحات بعد.",
  },
  about: {
    title: "من نحن",
  },
  errors: {
    "401": "عليك تسجيل الدخول أولًا.",
    "403": "ليست لديك صلاحية للوصول إلى هذه الصفحة.",
    "404": "لم نعثر على البيانات المطلوبة.",
    "500": "حدثت مشكلة في الخادم.",
    "509": "الموقع غير متاح. تحقق من الرابط وتواصل مع مزوّد الخدمة.",
    "530": "الموقع مجمّد حاليًا، حاول لاحقًا.",
    general: "عذرًا! حدث خطأ. يرجى المحاولة لاحقًا.",
    error_status: "رمز الحالة",
    error: "خطأ",
    notFound: "لم يتم العثور على هذه الصفحة",
    errorPageFailed: "حدث خطأ أثناء عرض صفحة الخطأ",
    backHome: "العودة إلى الرئيسية",
    title: "خطأ {{status}}",
    illustration: "رسم توضيحي للخطأ",
    frozen: "الموقع مجمّد",
    domain: "مشكلة في النطاق",
  },
} as const;

export default ar;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Translations = Widen<typeof ar>;
