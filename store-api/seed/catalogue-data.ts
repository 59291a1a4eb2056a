/**
 * The demo catalogue's source data. `catalogue.ts` expands it deterministically into
 * products (each item × its variant axes), units, reviews, offers and a flash sale.
 */

export type Pair = readonly [ar: string, en: string];

export interface SeedCategory {
  slug: string;
  name: Pair;
  color: string;
  children?: SeedCategory[];
}

export const seedCategories: SeedCategory[] = [
  {
    slug: "electronics",
    name: ["إلكترونيات", "Electronics"],
    color: "#1d4ed8",
    children: [
      { slug: "mobiles", name: ["هواتف محمولة", "Mobile phones"], color: "#2563eb" },
      { slug: "laptops", name: ["حواسيب محمولة", "Laptops"], color: "#1e40af" },
      { slug: "audio", name: ["صوتيات", "Audio"], color: "#3b82f6" },
    ],
  },
  {
    slug: "fashion",
    name: ["أزياء", "Fashion"],
    color: "#be185d",
    children: [
      { slug: "men-clothing", name: ["ملابس رجالي", "Men's clothing"], color: "#9d174d" },
      { slug: "women-clothing", name: ["ملابس حريمي", "Women's clothing"], color: "#db2777" },
      { slug: "shoes", name: ["أحذية", "Shoes"], color: "#831843" },
    ],
  },
  {
    slug: "home-kitchen",
    name: ["المنزل والمطبخ", "Home & kitchen"],
    color: "#b45309",
    children: [
      { slug: "kitchen-tools", name: ["أدوات المطبخ", "Kitchen tools"], color: "#d97706" },
      { slug: "home-decor", name: ["ديكور المنزل", "Home decor"], color: "#92400e" },
    ],
  },
  {
    slug: "beauty",
    name: ["الجمال والعناية", "Beauty & care"],
    color: "#9333ea",
    children: [
      { slug: "fragrances", name: ["عطور", "Fragrances"], color: "#7e22ce" },
      { slug: "skincare", name: ["العناية بالبشرة", "Skincare"], color: "#a855f7" },
    ],
  },
  {
    slug: "sports",
    name: ["رياضة", "Sports"],
    color: "#15803d",
    children: [
      { slug: "fitness", name: ["لياقة بدنية", "Fitness"], color: "#16a34a" },
      { slug: "outdoor", name: ["رحلات وتخييم", "Outdoor & camping"], color: "#166534" },
    ],
  },
  { slug: "toys", name: ["ألعاب", "Toys"], color: "#ea580c" },
  { slug: "books", name: ["كتب", "Books"], color: "#0f766e" },
  {
    slug: "grocery",
    name: ["بقالة", "Grocery"],
    color: "#65a30d",
    children: [
      { slug: "coffee-tea", name: ["قهوة وشاي", "Coffee & tea"], color: "#78350f" },
      { slug: "dates-sweets", name: ["تمور وحلويات", "Dates & sweets"], color: "#a16207" },
    ],
  },
];

export interface SeedBrand {
  slug: string;
  name: Pair;
  color: string;
}

export const seedBrands: SeedBrand[] = [
  { slug: "nile-tech", name: ["نايل تك", "Nile Tech"], color: "#0369a1" },
  { slug: "falcon", name: ["فالكون", "Falcon"], color: "#334155" },
  { slug: "pyramid-wear", name: ["بيراميد وير", "Pyramid Wear"], color: "#a21caf" },
  { slug: "lotus-beauty", name: ["لوتس بيوتي", "Lotus Beauty"], color: "#db2777" },
  { slug: "delta-home", name: ["دلتا هوم", "Delta Home"], color: "#b45309" },
  { slug: "sahara-sport", name: ["صحارى سبورت", "Sahara Sport"], color: "#ca8a04" },
  { slug: "cairo-kids", name: ["كايرو كيدز", "Cairo Kids"], color: "#ea580c" },
  { slug: "dar-al-kutub", name: ["دار الكتب", "Dar Al Kutub"], color: "#0f766e" },
  { slug: "oasis-basics", name: ["أساسيات الواحة", "Oasis Basics"], color: "#0d9488" },
  { slug: "nile-harvest", name: ["حصاد النيل", "Nile Harvest"], color: "#4d7c0f" },
];

export interface SeedVariant {
  type: string;
  value: string;
  name: Pair;
  hex?: string;
  /** Multiplies the item's base price. */
  priceFactor?: number;
}

const v = (type: string, value: string, name: Pair, hex?: string, priceFactor?: number): SeedVariant => ({
  type,
  value,
  name,
  hex,
  priceFactor,
});

export const seedVariants: SeedVariant[] = [
  v("color", "black", ["أسود", "Black"], "#111827"),
  v("color", "white", ["أبيض", "White"], "#f9fafb"),
  v("color", "silver", ["فضي", "Silver"], "#9ca3af"),
  v("color", "blue", ["أزرق", "Blue"], "#2563eb"),
  v("color", "navy", ["كحلي", "Navy"], "#1e3a8a"),
  v("color", "red", ["أحمر", "Red"], "#dc2626"),
  v("color", "pink", ["وردي", "Pink"], "#ec4899"),
  v("color", "beige", ["بيج", "Beige"], "#d6c3a5"),
  v("color", "grey", ["رمادي", "Grey"], "#6b7280"),
  v("color", "green", ["أخضر", "Green"], "#16a34a"),
  v("size", "S", ["صغير S", "S"]),
  v("size", "M", ["وسط M", "M"]),
  v("size", "L", ["كبير L", "L"]),
  v("size", "XL", ["كبير جدًا XL", "XL"]),
  v("size", "41", ["41", "41"]),
  v("size", "43", ["43", "43"]),
  v("size", "50ml", ["50 مل", "50 ml"]),
  v("size", "100ml", ["100 مل", "100 ml"], undefined, 1.7),
  v("weight", "250g", ["250 جم", "250 g"]),
  v("weight", "500g", ["500 جم", "500 g"], undefined, 1.9),
  v("weight", "1kg", ["1 كجم", "1 kg"], undefined, 1.85),
  v("storage", "256gb", ["256 جيجابايت", "256 GB"]),
  v("storage", "512gb", ["512 جيجابايت", "512 GB"], undefined, 1.15),
  v("format", "paperback", ["غلاف ورقي", "Paperback"]),
  v("format", "hardcover", ["غلاف مقوى", "Hardcover"], undefined, 1.4),
];

export type UnitKind = "piece" | "pack6" | "pack3" | "pack12" | "bag" | "copy";

export interface SeedLeaf {
  /** Category slug (a sub-category, or a top-level category without children). */
  category: string;
  code: string;
  brands: string[];
  /** Variant axes as `type:value` keys; each item becomes one product per combination. */
  axes: string[][];
  tax: number;
  units: UnitKind;
  items: (readonly [ar: string, en: string, price: number, units?: UnitKind])[];
  specs: (readonly [name: Pair, values: Pair[]])[];
  highlights: Pair[];
  blurb: Pair;
}

const COLOR = (...values: string[]) => values.map((x) => `color:${x}`);
const SIZE = (...values: string[]) => values.map((x) => `size:${x}`);
const WARRANTY: readonly [Pair, Pair[]] = [
  ["الضمان", "Warranty"],
  [
    ["سنة واحدة", "One year"],
    ["سنتان", "Two years"],
  ],
];
const ORIGIN: readonly [Pair, Pair[]] = [
  ["بلد المنشأ", "Country of origin"],
  [
    ["مصر", "Egypt"],
    ["الصين", "China"],
    ["تركيا", "Turkey"],
  ],
];
const MATERIAL: readonly [Pair, Pair[]] = [
  ["الخامة", "Material"],
  [
    ["قطن 100%", "100% cotton"],
    ["قطن وبوليستر", "Cotton and polyester"],
    ["كتان", "Linen"],
  ],
];

export const seedLeaves: SeedLeaf[] = [
  {
    category: "mobiles",
    code: "MOB",
    brands: ["nile-tech", "falcon"],
    axes: [COLOR("black", "silver", "blue")],
    tax: 14,
    units: "piece",
    items: [
      ["هاتف ذكي نايل X1", "Nile X1 smartphone", 6499],
      ["هاتف ذكي برو 5G", "Pro 5G smartphone", 12999],
      ["هاتف لايت الاقتصادي", "Lite budget phone", 3299],
      ["هاتف فولد القابل للطي", "Fold foldable phone", 35999],
      ["هاتف ميني المدمج", "Mini compact phone", 5499],
    ],
    specs: [
      [
        ["الشاشة", "Screen"],
        [
          ["6.1 بوصة", "6.1 inch"],
          ["6.5 بوصة", "6.5 inch"],
          ["6.7 بوصة", "6.7 inch"],
        ],
      ],
      [
        ["البطارية", "Battery"],
        [
          ["4500 مللي أمبير", "4500 mAh"],
          ["5000 مللي أمبير", "5000 mAh"],
        ],
      ],
      [
        ["الذاكرة", "Memory"],
        [
          ["8 جيجابايت", "8 GB"],
          ["12 جيجابايت", "12 GB"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["شحن سريع 45 واط", "45 W fast charging"],
      ["كاميرا ثلاثية 50 ميجابكسل", "50 MP triple camera"],
      ["شاشة 120 هرتز", "120 Hz display"],
      ["مقاوم للماء IP68", "IP68 water resistant"],
      ["شريحتان", "Dual SIM"],
    ],
    blurb: ["هاتف ذكي بأداء سريع وبطارية تدوم طوال اليوم.", "A fast smartphone with a battery that lasts all day."],
  },
  {
    category: "laptops",
    code: "LAP",
    brands: ["nile-tech", "falcon"],
    axes: [["storage:256gb", "storage:512gb"]],
    tax: 14,
    units: "piece",
    items: [
      ["حاسوب ألترا 14", "Ultra 14 laptop", 28999],
      ["حاسوب الألعاب 16", "Gaming laptop 16", 45999],
      ["حاسوب الطلاب 15", "Student laptop 15", 15999],
      ["حاسوب الأعمال 13", "Business laptop 13", 32999],
    ],
    specs: [
      [
        ["المعالج", "Processor"],
        [
          ["8 أنوية", "8 cores"],
          ["12 نواة", "12 cores"],
        ],
      ],
      [
        ["الذاكرة", "Memory"],
        [
          ["16 جيجابايت", "16 GB"],
          ["32 جيجابايت", "32 GB"],
        ],
      ],
      [
        ["الشاشة", "Screen"],
        [
          ["شاشة FHD", "FHD display"],
          ["شاشة 2K", "2K display"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["لوحة مفاتيح عربية مضيئة", "Backlit Arabic keyboard"],
      ["وزن خفيف", "Lightweight"],
      ["بطارية حتى 12 ساعة", "Up to 12 hours of battery"],
      ["منافذ USB-C", "USB-C ports"],
    ],
    blurb: ["حاسوب محمول للعمل والدراسة والترفيه.", "A laptop for work, study and play."],
  },
  {
    category: "audio",
    code: "AUD",
    brands: ["nile-tech", "falcon"],
    axes: [COLOR("black", "white")],
    tax: 14,
    units: "piece",
    items: [
      ["سماعات أذن لاسلكية", "Wireless earbuds", 1299],
      ["سماعات رأس عازلة للضوضاء", "Noise-cancelling headphones", 3999],
      ["مكبر صوت بلوتوث", "Bluetooth speaker", 1599],
      ["سماعات رياضية", "Sports earphones", 699],
      ["ساوند بار منزلي", "Home soundbar", 5499],
    ],
    specs: [
      [
        ["الاتصال", "Connectivity"],
        [
          ["بلوتوث 5.3", "Bluetooth 5.3"],
          ["بلوتوث 5.0", "Bluetooth 5.0"],
        ],
      ],
      [
        ["مدة التشغيل", "Play time"],
        [
          ["20 ساعة", "20 hours"],
          ["30 ساعة", "30 hours"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["صوت جهير عميق", "Deep bass"],
      ["ميكروفون مدمج", "Built-in microphone"],
      ["شحن عبر USB-C", "USB-C charging"],
    ],
    blurb: ["صوت نقي وتصميم مريح للاستخدام اليومي.", "Clear sound and a comfortable design for everyday use."],
  },
  {
    category: "men-clothing",
    code: "MEN",
    brands: ["pyramid-wear", "oasis-basics"],
    axes: [COLOR("navy", "white"), SIZE("M", "L")],
    tax: 14,
    units: "piece",
    items: [
      ["قميص قطن", "Cotton shirt", 449],
      ["تيشيرت بولو", "Polo T-shirt", 299],
      ["بنطلون جينز", "Denim jeans", 649],
      ["جاكيت شتوي", "Winter jacket", 1299],
    ],
    specs: [
      MATERIAL,
      ORIGIN,
      [
        ["طريقة الغسيل", "Care"],
        [
          ["غسيل آلي", "Machine wash"],
          ["غسيل يدوي", "Hand wash"],
        ],
      ],
    ],
    highlights: [
      ["قصة مريحة", "Regular fit"],
      ["خامة قطنية ناعمة", "Soft cotton fabric"],
      ["لا يتقلص بعد الغسيل", "Does not shrink"],
    ],
    blurb: ["ملابس رجالي أنيقة ومريحة لكل يوم.", "Smart, comfortable men's wear for every day."],
  },
  {
    category: "women-clothing",
    code: "WOM",
    brands: ["pyramid-wear", "oasis-basics"],
    axes: [COLOR("pink", "beige"), SIZE("S", "M")],
    tax: 14,
    units: "piece",
    items: [
      ["فستان صيفي", "Summer dress", 799],
      ["بلوزة حرير", "Silk blouse", 549],
      ["تنورة ميدي", "Midi skirt", 499],
      ["كارديجان صوف", "Wool cardigan", 699],
    ],
    specs: [MATERIAL, ORIGIN],
    highlights: [
      ["تصميم عصري", "Modern design"],
      ["خامة خفيفة", "Lightweight fabric"],
      ["مناسب لكل المناسبات", "Fits every occasion"],
    ],
    blurb: ["أزياء نسائية عصرية بخامات مريحة.", "Modern women's fashion in comfortable fabrics."],
  },
  {
    category: "shoes",
    code: "SHO",
    brands: ["sahara-sport", "pyramid-wear"],
    axes: [COLOR("black", "white"), SIZE("41", "43")],
    tax: 14,
    units: "piece",
    items: [
      ["حذاء جري رياضي", "Running shoes", 1499],
      ["حذاء جلد كلاسيك", "Classic leather shoes", 1899],
      ["صندل صيفي", "Summer sandals", 399],
    ],
    specs: [
      [
        ["الخامة", "Material"],
        [
          ["جلد طبيعي", "Genuine leather"],
          ["شبك قماشي", "Mesh"],
        ],
      ],
      ORIGIN,
    ],
    highlights: [
      ["نعل مريح", "Cushioned sole"],
      ["مانع للانزلاق", "Non-slip"],
      ["خفيف الوزن", "Lightweight"],
    ],
    blurb: ["أحذية مريحة تدوم طويلًا.", "Comfortable shoes that last."],
  },
  {
    category: "kitchen-tools",
    code: "KIT",
    brands: ["delta-home", "oasis-basics"],
    axes: [],
    tax: 14,
    units: "piece",
    items: [
      ["طقم أواني طهي", "Cookware set", 2499],
      ["خلاط كهربائي", "Electric blender", 1199],
      ["غلاية كهربائية", "Electric kettle", 649],
      ["طقم سكاكين", "Knife set", 899],
      ["ماكينة قهوة", "Coffee machine", 3499],
      ["محمصة خبز", "Toaster", 749],
      ["كوب زجاجي", "Glass tumbler", 45, "pack6"],
      ["منشفة مطبخ", "Kitchen towel", 35, "pack6"],
      ["لوح تقطيع خشبي", "Wooden cutting board", 199],
      ["ميزان مطبخ رقمي", "Digital kitchen scale", 349],
    ],
    specs: [
      [
        ["الخامة", "Material"],
        [
          ["ستانلس ستيل", "Stainless steel"],
          ["زجاج", "Glass"],
          ["خشب", "Wood"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["آمن في غسالة الأطباق", "Dishwasher safe"],
      ["سهل التنظيف", "Easy to clean"],
      ["خامات آمنة على الطعام", "Food-safe materials"],
    ],
    blurb: ["أدوات مطبخ عملية تسهّل الطهي اليومي.", "Practical kitchen tools for everyday cooking."],
  },
  {
    category: "home-decor",
    code: "DEC",
    brands: ["delta-home"],
    axes: [COLOR("beige", "grey")],
    tax: 14,
    units: "piece",
    items: [
      ["مصباح طاولة", "Table lamp", 599],
      ["وسادة ديكور", "Decorative cushion", 179],
      ["مزهرية خزفية", "Ceramic vase", 329],
      ["ساعة حائط", "Wall clock", 449],
      ["إطار صور", "Photo frame", 129],
    ],
    specs: [
      [
        ["الأبعاد", "Dimensions"],
        [
          ["30 × 30 سم", "30 × 30 cm"],
          ["45 × 45 سم", "45 × 45 cm"],
        ],
      ],
      ORIGIN,
    ],
    highlights: [
      ["لمسة دافئة للمنزل", "A warm touch for your home"],
      ["صناعة يدوية", "Handmade"],
      ["ألوان هادئة", "Calm colours"],
    ],
    blurb: ["قطع ديكور تضيف الجمال إلى كل ركن.", "Decor pieces that brighten every corner."],
  },
  {
    category: "fragrances",
    code: "FRA",
    brands: ["lotus-beauty"],
    axes: [SIZE("50ml", "100ml")],
    tax: 14,
    units: "piece",
    items: [
      ["عطر العود الملكي", "Royal oud perfume", 1899],
      ["عطر زهور الربيع", "Spring blossom perfume", 1199],
      ["عطر المسك الأبيض", "White musk perfume", 899],
      ["بخاخ الجسم المنعش", "Fresh body mist", 299],
      ["كولونيا خشبية للرجال", "Woody men's cologne", 1499],
    ],
    specs: [
      [
        ["العائلة العطرية", "Fragrance family"],
        [
          ["شرقي", "Oriental"],
          ["زهري", "Floral"],
          ["خشبي", "Woody"],
        ],
      ],
      ORIGIN,
    ],
    highlights: [
      ["ثبات طويل", "Long lasting"],
      ["زجاجة أنيقة", "Elegant bottle"],
      ["مناسب كهدية", "Great as a gift"],
    ],
    blurb: ["عطور مميزة تدوم طوال اليوم.", "Distinctive fragrances that last all day."],
  },
  {
    category: "skincare",
    code: "SKN",
    brands: ["lotus-beauty", "oasis-basics"],
    axes: [],
    tax: 14,
    units: "piece",
    items: [
      ["كريم مرطب", "Moisturising cream", 249],
      ["غسول الوجه", "Face wash", 189],
      ["واقي شمس SPF 50", "Sunscreen SPF 50", 329],
      ["سيروم فيتامين سي", "Vitamin C serum", 449],
      ["زبدة الشيا للجسم", "Shea body butter", 219],
      ["ماسك الطين", "Clay mask", 199],
      ["مزيل المكياج", "Makeup remover", 159],
      ["زيت الأرجان", "Argan oil", 379],
      ["مرطب الشفاه", "Lip balm", 59, "pack3"],
      ["كريم اليدين", "Hand cream", 99, "pack3"],
    ],
    specs: [
      [
        ["نوع البشرة", "Skin type"],
        [
          ["كل أنواع البشرة", "All skin types"],
          ["البشرة الجافة", "Dry skin"],
        ],
      ],
      ORIGIN,
    ],
    highlights: [
      ["خالٍ من البارابين", "Paraben free"],
      ["مختبر من أطباء الجلد", "Dermatologist tested"],
      ["مكونات طبيعية", "Natural ingredients"],
    ],
    blurb: ["عناية لطيفة ببشرتك كل يوم.", "Gentle care for your skin every day."],
  },
  {
    category: "fitness",
    code: "FIT",
    brands: ["sahara-sport", "falcon"],
    axes: [COLOR("black", "blue")],
    tax: 14,
    units: "piece",
    items: [
      ["دمبل قابل للتعديل", "Adjustable dumbbell", 1799],
      ["حصيرة يوجا", "Yoga mat", 349],
      ["حبل قفز", "Jump rope", 129],
      ["أحزمة مقاومة", "Resistance bands", 249],
      ["زجاجة مياه رياضية", "Sports water bottle", 149],
    ],
    specs: [
      [
        ["الاستخدام", "Use"],
        [
          ["منزلي", "Home"],
          ["صالة رياضية", "Gym"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["مناسب لكل المستويات", "For every level"],
      ["قبضة مريحة", "Comfortable grip"],
      ["سهل الحمل", "Easy to carry"],
    ],
    blurb: ["معدات رياضية تساعدك على التمرين في أي مكان.", "Fitness gear to train anywhere."],
  },
  {
    category: "outdoor",
    code: "OUT",
    brands: ["sahara-sport"],
    axes: [],
    tax: 14,
    units: "piece",
    items: [
      ["خيمة تخييم لأربعة أشخاص", "4-person camping tent", 2899],
      ["حقيبة ظهر للرحلات", "Hiking backpack", 1099],
      ["كرسي تخييم قابل للطي", "Folding camping chair", 549],
      ["كشاف يدوي LED", "LED flashlight", 199],
      ["ترمس حافظ للحرارة", "Insulated flask", 399],
      ["نظارة شمسية رياضية", "Sports sunglasses", 449],
      ["كيس نوم", "Sleeping bag", 899],
      ["بوصلة", "Compass", 149],
    ],
    specs: [
      [
        ["الوزن", "Weight"],
        [
          ["خفيف", "Light"],
          ["متوسط", "Medium"],
        ],
      ],
      WARRANTY,
    ],
    highlights: [
      ["مقاوم للماء", "Water resistant"],
      ["خامات متينة", "Durable materials"],
      ["سهل التركيب", "Easy to set up"],
    ],
    blurb: ["كل ما تحتاجه لرحلتك القادمة.", "Everything for your next trip."],
  },
  {
    category: "toys",
    code: "TOY",
    brands: ["cairo-kids"],
    axes: [],
    tax: 14,
    units: "piece",
    items: [
      ["مكعبات بناء 500 قطعة", "Building blocks, 500 pieces", 899],
      ["سيارة بالتحكم عن بعد", "Remote control car", 1199],
      ["دمية قماشية", "Plush toy", 249],
      ["لغز 1000 قطعة", "1000-piece jigsaw puzzle", 349],
      ["طقم رسم للأطفال", "Kids' art set", 299],
      ["لعبة لوحية عائلية", "Family board game", 499],
      ["طائرة ورقية", "Kite", 129],
      ["قطار خشبي", "Wooden train set", 699],
      ["مطبخ ألعاب", "Play kitchen", 1499],
      ["كرة قدم للأطفال", "Kids' football", 179],
    ],
    specs: [
      [
        ["العمر المناسب", "Age"],
        [
          ["من 3 سنوات", "3 years and up"],
          ["من 6 سنوات", "6 years and up"],
        ],
      ],
      ORIGIN,
    ],
    highlights: [
      ["آمن للأطفال", "Child safe"],
      ["ينمي المهارات", "Builds skills"],
      ["ألوان زاهية", "Bright colours"],
    ],
    blurb: ["ألعاب ممتعة وآمنة تنمي الخيال.", "Fun, safe toys that spark imagination."],
  },
  {
    category: "books",
    code: "BOK",
    brands: ["dar-al-kutub"],
    axes: [["format:paperback", "format:hardcover"]],
    tax: 0,
    units: "copy",
    items: [
      ["رواية: مدن الملح", "Novel: Cities of Salt", 220],
      ["كتاب الطبخ المصري", "The Egyptian Cookbook", 350],
      ["تعلم البرمجة بلغة بايثون", "Learn Python Programming", 420],
      ["تاريخ القاهرة", "A History of Cairo", 380],
      ["قصص مصورة للأطفال", "Illustrated children's stories", 150],
    ],
    specs: [
      [
        ["اللغة", "Language"],
        [
          ["العربية", "Arabic"],
          ["الإنجليزية", "English"],
        ],
      ],
      [
        ["عدد الصفحات", "Pages"],
        [
          ["240", "240"],
          ["320", "320"],
          ["480", "480"],
        ],
      ],
    ],
    highlights: [
      ["طباعة عالية الجودة", "High-quality print"],
      ["الأكثر مبيعًا", "Best seller"],
      ["طبعة جديدة", "New edition"],
    ],
    blurb: ["كتاب يستحق مكانًا في مكتبتك.", "A book that deserves a place on your shelf."],
  },
  {
    category: "coffee-tea",
    code: "COF",
    brands: ["nile-harvest"],
    axes: [["weight:250g", "weight:500g"]],
    tax: 0,
    units: "bag",
    items: [
      ["بن عربي محمص", "Roasted Arabic coffee", 185],
      ["قهوة تركي بالهيل", "Turkish coffee with cardamom", 165],
      ["شاي أخضر", "Green tea", 95],
      ["شاي كشري", "Loose black tea", 75],
      ["كبسولات إسبريسو", "Espresso capsules", 240],
    ],
    specs: [
      [
        ["المنشأ", "Origin"],
        [
          ["البرازيل", "Brazil"],
          ["إثيوبيا", "Ethiopia"],
          ["كينيا", "Kenya"],
        ],
      ],
    ],
    highlights: [
      ["محمص طازج", "Freshly roasted"],
      ["عبوة محكمة الغلق", "Resealable pack"],
      ["نكهة غنية", "Rich flavour"],
    ],
    blurb: ["مشروبك المفضل بجودة عالية.", "Your favourite drink, top quality."],
  },
  {
    category: "dates-sweets",
    code: "DAT",
    brands: ["nile-harvest", "oasis-basics"],
    axes: [["weight:500g", "weight:1kg"]],
    tax: 0,
    units: "bag",
    items: [
      ["تمر سكري", "Sukkari dates", 120],
      ["تمر مجدول", "Medjool dates", 260],
      ["حلاوة طحينية", "Halawa tahini", 85],
      ["عسل نحل طبيعي", "Natural honey", 210],
      ["ملبن بالمكسرات", "Malban with nuts", 95],
    ],
    specs: [
      [
        ["المنشأ", "Origin"],
        [
          ["مصر", "Egypt"],
          ["السعودية", "Saudi Arabia"],
        ],
      ],
    ],
    highlights: [
      ["طبيعي 100%", "100% natural"],
      ["بدون مواد حافظة", "No preservatives"],
      ["مثالي لرمضان", "Perfect for Ramadan"],
    ],
    blurb: ["طعم أصيل من خيرات الأرض.", "An authentic taste from the land."],
  },
];

export const reviewNames = [
  "أحمد محمود",
  "Sara Ali",
  "محمد حسن",
  "Omar Khaled",
  "فاطمة الزهراء",
  "Mona Youssef",
  "يوسف إبراهيم",
  "Laila Hassan",
  "خالد عبد الله",
  "Nour Adel",
  "مريم سامي",
  "Karim Fathy",
];

/** Comments by rating (index 0 = 1 star); a mix of Arabic and English, as customers write. */
export const reviewComments: string[][] = [
  ["المنتج لم يكن كما في الصور.", "Stopped working after a week."],
  ["الجودة أقل من المتوقع.", "Not worth the price."],
  ["منتج مقبول مقابل السعر.", "Okay, does the job.", "التوصيل تأخر قليلًا لكن المنتج جيد."],
  ["منتج جيد جدًا وأنصح به.", "Good quality, fast delivery.", "Very good, would buy again."],
  ["ممتاز! أفضل شراء هذا العام.", "Excellent product, exactly as described.", "رائع جدًا والتغليف ممتاز.", "Love it!"],
];

export interface SeedOffer {
  slug: string;
  title: Pair;
  description: Pair;
  discount: number;
  rollingDays: number;
  color: string;
  /** Category slugs whose products (first N of each) join the offer. */
  categories: string[];
  perCategory: number;
}

export const seedOffers: SeedOffer[] = [
  {
    slug: "summer-sale",
    title: ["تخفيضات الصيف", "Summer sale"],
    description: ["خصم 20% على تشكيلة مختارة من الأزياء والأحذية.", "20% off a selection of fashion and shoes."],
    discount: 20,
    rollingDays: 30,
    color: "#f59e0b",
    categories: ["men-clothing", "women-clothing", "shoes"],
    perCategory: 4,
  },
  {
    slug: "back-to-school",
    title: ["العودة إلى المدارس", "Back to school"],
    description: ["خصم 15% على الحواسيب والكتب.", "15% off laptops and books."],
    discount: 15,
    rollingDays: 21,
    color: "#0ea5e9",
    categories: ["laptops", "books"],
    perCategory: 4,
  },
  {
    slug: "tech-week",
    title: ["أسبوع التقنية", "Tech week"],
    description: ["خصم 10% على الهواتف والصوتيات.", "10% off phones and audio."],
    discount: 10,
    rollingDays: 14,
    color: "#6366f1",
    categories: ["mobiles", "audio"],
    perCategory: 4,
  },
  {
    slug: "ramadan-treats",
    title: ["خيرات رمضان", "Ramadan treats"],
    description: ["خصم 25% على التمور والقهوة.", "25% off dates and coffee."],
    discount: 25,
    rollingDays: 30,
    color: "#a16207",
    categories: ["dates-sweets", "coffee-tea"],
    perCategory: 3,
  },
];

export const seedFlashSale = {
  title: ["عروض البرق", "Flash sale"] as Pair,
  discount: 35,
  rollingDays: 3,
  categories: ["kitchen-tools", "home-decor", "fitness", "toys", "skincare"],
  perCategory: 2,
};
