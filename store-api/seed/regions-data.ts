/**
 * Egypt's 27 governorates and Saudi Arabia's 13 regions with some of their towns
 * (approximate centre coordinates). Towns marked 0 are not served (`available: 0`).
 * Also the shipping companies, payment methods and a small gazetteer for geocoding.
 */
export type TownSeed = [ar: string, en: string, lat: number, lng: number, available?: 0 | 1];
export type StateSeed = [ar: string, en: string, towns: TownSeed[]];
export interface CountrySeed {
  code: string;
  ar: string;
  en: string;
  states: StateSeed[];
}

export const seedRegions: CountrySeed[] = [
  {
    code: "EG",
    ar: "مصر",
    en: "Egypt",
    states: [
      [
        "القاهرة",
        "Cairo",
        [
          ["مدينة نصر", "Nasr City", 30.0626, 31.33],
          ["المعادي", "Maadi", 29.9602, 31.2569],
          ["مصر الجديدة", "Heliopolis", 30.091, 31.322],
          ["وسط البلد", "Downtown", 30.0444, 31.2357],
          ["القاهرة الجديدة", "New Cairo", 30.03, 31.47],
        ],
      ],
      [
        "الجيزة",
        "Giza",
        [
          ["الدقي", "Dokki", 30.0385, 31.2123],
          ["المهندسين", "Mohandessin", 30.056, 31.2],
          ["السادس من أكتوبر", "6th of October", 29.9285, 30.9188],
          ["الشيخ زايد", "Sheikh Zayed", 30.044, 30.976],
          ["الهرم", "Haram", 29.99, 31.15],
        ],
      ],
      [
        "الإسكندرية",
        "Alexandria",
        [
          ["سموحة", "Smouha", 31.2156, 29.9553],
          ["ميامي", "Miami", 31.2667, 30.0],
          ["المنتزه", "Montaza", 31.288, 30.015],
          ["برج العرب", "Borg El Arab", 30.9167, 29.5333],
        ],
      ],
      [
        "القليوبية",
        "Qalyubia",
        [
          ["بنها", "Banha", 30.466, 31.1858],
          ["شبرا الخيمة", "Shubra El Kheima", 30.1286, 31.2422],
          ["العبور", "Obour", 30.2283, 31.48],
        ],
      ],
      [
        "الشرقية",
        "Sharqia",
        [
          ["الزقازيق", "Zagazig", 30.5877, 31.502],
          ["العاشر من رمضان", "10th of Ramadan", 30.2964, 31.7422],
        ],
      ],
      [
        "الدقهلية",
        "Dakahlia",
        [
          ["المنصورة", "Mansoura", 31.0409, 31.3785],
          ["ميت غمر", "Mit Ghamr", 30.7167, 31.25],
        ],
      ],
      [
        "الغربية",
        "Gharbia",
        [
          ["طنطا", "Tanta", 30.7865, 31.0004],
          ["المحلة الكبرى", "El Mahalla El Kubra", 30.9697, 31.1669],
        ],
      ],
      [
        "المنوفية",
        "Monufia",
        [
          ["شبين الكوم", "Shebin El Kom", 30.5587, 31.01],
          ["مدينة السادات", "Sadat City", 30.38, 30.53],
        ],
      ],
      [
        "البحيرة",
        "Beheira",
        [
          ["دمنهور", "Damanhour", 31.0341, 30.4682],
          ["كفر الدوار", "Kafr El Dawwar", 31.1339, 30.1297],
        ],
      ],
      [
        "كفر الشيخ",
        "Kafr El Sheikh",
        [
          ["كفر الشيخ", "Kafr El Sheikh", 31.1107, 30.9388],
          ["دسوق", "Desouk", 31.1325, 30.6478],
        ],
      ],
      [
        "دمياط",
        "Damietta",
        [
          ["دمياط", "Damietta", 31.4165, 31.8133],
          ["دمياط الجديدة", "New Damietta", 31.44, 31.68],
        ],
      ],
      [
        "بورسعيد",
        "Port Said",
        [
          ["بورسعيد", "Port Said", 31.2653, 32.3019],
          ["بورفؤاد", "Port Fouad", 31.25, 32.3167],
        ],
      ],
      [
        "الإسماعيلية",
        "Ismailia",
        [
          ["الإسماعيلية", "Ismailia", 30.5965, 32.2715],
          ["فايد", "Fayed", 30.325, 32.3],
        ],
      ],
      [
        "السويس",
        "Suez",
        [
          ["السويس", "Suez", 29.9668, 32.5498],
          ["العين السخنة", "Ain Sokhna", 29.6, 32.3167],
        ],
      ],
      ["الفيوم", "Faiyum", [["الفيوم", "Faiyum", 29.3084, 30.8428]]],
      ["بني سويف", "Beni Suef", [["بني سويف", "Beni Suef", 29.0661, 31.0994]]],
      [
        "المنيا",
        "Minya",
        [
          ["المنيا", "Minya", 28.1099, 30.7503],
          ["ملوي", "Mallawi", 27.7314, 30.8417],
        ],
      ],
      ["أسيوط", "Asyut", [["أسيوط", "Asyut", 27.1783, 31.1859]]],
      ["سوهاج", "Sohag", [["سوهاج", "Sohag", 26.557, 31.6948]]],
      ["قنا", "Qena", [["قنا", "Qena", 26.1551, 32.716]]],
      ["الأقصر", "Luxor", [["الأقصر", "Luxor", 25.6872, 32.6396]]],
      [
        "أسوان",
        "Aswan",
        [
          ["أسوان", "Aswan", 24.0889, 32.8998],
          ["أبو سمبل", "Abu Simbel", 22.3372, 31.6258, 0],
        ],
      ],
      [
        "البحر الأحمر",
        "Red Sea",
        [
          ["الغردقة", "Hurghada", 27.2579, 33.8116],
          ["مرسى علم", "Marsa Alam", 25.0676, 34.879, 0],
        ],
      ],
      [
        "الوادي الجديد",
        "New Valley",
        [
          ["الخارجة", "Kharga", 25.439, 30.5586, 0],
          ["الداخلة", "Dakhla", 25.496, 29.0, 0],
        ],
      ],
      [
        "مطروح",
        "Matrouh",
        [
          ["مرسى مطروح", "Marsa Matrouh", 31.3543, 27.2373],
          ["العلمين", "El Alamein", 30.83, 28.95],
          ["سيوة", "Siwa", 29.2032, 25.5195, 0],
        ],
      ],
      ["شمال سيناء", "North Sinai", [["العريش", "Arish", 31.1316, 33.7984, 0]]],
      [
        "جنوب سيناء",
        "South Sinai",
        [
          ["شرم الشيخ", "Sharm El Sheikh", 27.9158, 34.33],
          ["دهب", "Dahab", 28.5091, 34.5136],
        ],
      ],
    ],
  },
  {
    code: "SA",
    ar: "السعودية",
    en: "Saudi Arabia",
    states: [
      [
        "الرياض",
        "Riyadh",
        [
          ["الرياض", "Riyadh", 24.7136, 46.6753],
          ["الخرج", "Al Kharj", 24.1556, 47.312],
        ],
      ],
      [
        "مكة المكرمة",
        "Makkah",
        [
          ["مكة المكرمة", "Makkah", 21.3891, 39.8579],
          ["جدة", "Jeddah", 21.4858, 39.1925],
          ["الطائف", "Taif", 21.2703, 40.4158],
        ],
      ],
      [
        "المدينة المنورة",
        "Madinah",
        [
          ["المدينة المنورة", "Madinah", 24.5247, 39.5692],
          ["ينبع", "Yanbu", 24.089, 38.063],
        ],
      ],
      [
        "المنطقة الشرقية",
        "Eastern Province",
        [
          ["الدمام", "Dammam", 26.4207, 50.0888],
          ["الخبر", "Khobar", 26.2172, 50.1971],
          ["الأحساء", "Al Ahsa", 25.3833, 49.5833],
        ],
      ],
      [
        "القصيم",
        "Qassim",
        [
          ["بريدة", "Buraidah", 26.326, 43.975],
          ["عنيزة", "Unaizah", 26.084, 43.994],
        ],
      ],
      [
        "عسير",
        "Asir",
        [
          ["أبها", "Abha", 18.2164, 42.5053],
          ["خميس مشيط", "Khamis Mushait", 18.3, 42.7333],
        ],
      ],
      [
        "تبوك",
        "Tabuk",
        [
          ["تبوك", "Tabuk", 28.3838, 36.555],
          ["نيوم", "NEOM", 28.0, 35.2, 0],
        ],
      ],
      ["حائل", "Hail", [["حائل", "Hail", 27.5114, 41.7208]]],
      ["الحدود الشمالية", "Northern Borders", [["عرعر", "Arar", 30.9753, 41.0381, 0]]],
      ["جازان", "Jazan", [["جازان", "Jazan", 16.8894, 42.5706]]],
      ["نجران", "Najran", [["نجران", "Najran", 17.4924, 44.1277]]],
      ["الباحة", "Al Bahah", [["الباحة", "Al Bahah", 20.0129, 41.4677]]],
      ["الجوف", "Al Jouf", [["سكاكا", "Sakaka", 29.9697, 40.2064]]],
    ],
  },
];

export interface ShippingSeed {
  ar: string;
  en: string;
  logo: string;
  /** [country code, state English names or '*' for all]. */
  serves: [string, string[] | "*"][];
  types: { kind: "standard" | "express"; ar: string; en: string; fee: number; days_min: number; days_max: number }[];
}

/**
 * Every option delivers within the 1–5 days the storefront promises (spec §9, "Shipping text says 1-5
 * days": its home page, and checkout for an option without days): the demo keeps its own promise.
 * `store-api/checkout.test.ts` holds every option to it.
 */
export const seedShipping: ShippingSeed[] = [
  {
    ar: "واحة إكسبريس",
    en: "Oasis Express",
    logo: "ship-oasis-express.webp",
    serves: [["EG", "*"]],
    types: [
      { kind: "standard", ar: "عادي", en: "Standard", fee: 45, days_min: 3, days_max: 5 },
      { kind: "express", ar: "سريع", en: "Express", fee: 85, days_min: 1, days_max: 2 },
    ],
  },
  {
    ar: "بريد النيل",
    en: "Nile Post",
    logo: "ship-nile-post.webp",
    serves: [["EG", ["Cairo", "Giza", "Alexandria", "Qalyubia", "Dakahlia", "Gharbia", "Sharqia"]]],
    types: [
      { kind: "standard", ar: "عادي", en: "Standard", fee: 35, days_min: 3, days_max: 5 },
      { kind: "express", ar: "سريع", en: "Express", fee: 70, days_min: 1, days_max: 3 },
    ],
  },
  {
    ar: "ساعي الصحراء",
    en: "Desert Courier",
    logo: "ship-desert-courier.webp",
    serves: [
      ["SA", "*"],
      ["EG", ["Cairo", "Giza"]],
    ],
    types: [
      { kind: "standard", ar: "عادي", en: "Standard", fee: 150, days_min: 3, days_max: 5 },
      { kind: "express", ar: "سريع", en: "Express", fee: 260, days_min: 2, days_max: 4 },
    ],
  },
  {
    ar: "شحن الخليج",
    en: "Gulf Freight",
    logo: "ship-gulf-freight.webp",
    serves: [["SA", "*"]],
    types: [
      { kind: "standard", ar: "عادي", en: "Standard", fee: 120, days_min: 3, days_max: 5 },
      { kind: "express", ar: "سريع", en: "Express", fee: 220, days_min: 1, days_max: 3 },
    ],
  },
];

export const seedPaymentMethods = [
  { id: 1, name_ar: "الدفع عند الاستلام", name_en: "Cash on delivery", fee: 15 },
  { id: 2, name_ar: "بطاقة بنكية", name_en: "Card", fee: 0 },
  { id: 3, name_ar: "محفظة إلكترونية", name_en: "Mobile wallet", fee: 5 },
];

/** Well-known places for GET /google-geocode (besides the towns). */
export const gazetteer: { ar: string; en: string; aliases: string[]; town_en: string; lat: number; lng: number }[] = [
  {
    ar: "أهرامات الجيزة",
    en: "Pyramids of Giza",
    aliases: ["pyramids", "giza pyramids", "الأهرامات", "الاهرامات"],
    town_en: "Haram",
    lat: 29.9792,
    lng: 31.1342,
  },
  { ar: "برج القاهرة", en: "Cairo Tower", aliases: ["برج القاهره"], town_en: "Downtown", lat: 30.0459, lng: 31.2243 },
  { ar: "ميدان التحرير", en: "Tahrir Square", aliases: ["tahrir", "التحرير"], town_en: "Downtown", lat: 30.0444, lng: 31.2357 },
  { ar: "خان الخليلي", en: "Khan el-Khalili", aliases: ["khan el khalili", "khan al-khalili"], town_en: "Downtown", lat: 30.0477, lng: 31.2623 },
  { ar: "قلعة صلاح الدين", en: "Citadel of Saladin", aliases: ["cairo citadel", "القلعة"], town_en: "Downtown", lat: 30.0299, lng: 31.2611 },
  {
    ar: "مكتبة الإسكندرية",
    en: "Bibliotheca Alexandrina",
    aliases: ["library of alexandria", "مكتبة الاسكندرية"],
    town_en: "Smouha",
    lat: 31.2089,
    lng: 29.9092,
  },
  { ar: "معبد الكرنك", en: "Karnak Temple", aliases: ["karnak", "الكرنك"], town_en: "Luxor", lat: 25.7188, lng: 32.6573 },
  { ar: "المسجد الحرام", en: "Masjid al-Haram", aliases: ["the grand mosque", "al haram", "الحرم المكي"], town_en: "Makkah", lat: 21.4225, lng: 39.8262 },
  { ar: "المسجد النبوي", en: "Al-Masjid an-Nabawi", aliases: ["prophet's mosque", "الحرم النبوي"], town_en: "Madinah", lat: 24.4672, lng: 39.6111 },
  { ar: "برج المملكة", en: "Kingdom Centre", aliases: ["kingdom tower", "kingdom center"], town_en: "Riyadh", lat: 24.7114, lng: 46.6744 },
  { ar: "كورنيش جدة", en: "Jeddah Corniche", aliases: ["corniche jeddah", "الكورنيش"], town_en: "Jeddah", lat: 21.5433, lng: 39.1728 },
];
