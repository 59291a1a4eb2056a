import type { Pair } from "./catalogue-data.ts";

/**
 * What is true of one demo item whatever its variant (issue 37): the specifications and highlights the
 * category's pools would otherwise pick at random, so a linen polo with "soft cotton fabric", a toaster
 * that is "dishwasher safe" or a 1,000-piece puzzle "for 3 years and up" never happens. Keyed by the item's
 * English name. `specs` sets a specification by its English name (null leaves it out); `highlights`
 * replaces the picked ones. Every variant of an item shares its facts.
 */
export interface ItemFacts {
  specs?: Record<string, Pair | null>;
  highlights?: Pair[];
}

const COTTON: Pair = ["قطن 100%", "100% cotton"];
const MACHINE_WASH: Pair = ["غسيل آلي", "Machine wash"];
const HAND_WASH: Pair = ["غسيل يدوي", "Hand wash"];
const REGULAR_FIT: Pair = ["قصة مريحة", "Regular fit"];
const NO_SHRINK: Pair = ["لا يتقلص بعد الغسيل", "Does not shrink"];
const EASY_CLEAN: Pair = ["سهل التنظيف", "Easy to clean"];
const FOOD_SAFE: Pair = ["خامات آمنة على الطعام", "Food-safe materials"];
const STEEL: Pair = ["ستانلس ستيل", "Stainless steel"];
const DURABLE: Pair = ["خامات متينة", "Durable materials"];
const WATER_RESISTANT: Pair = ["مقاوم للماء", "Water resistant"];
const AGE = (years: number): Pair => [`من ${years} سنوات`, `${years} years and up`];

export const itemFacts: Record<string, ItemFacts> = {
  // Phones: a mini phone has the small screen, the flagship the most memory.
  "Nile X1 smartphone": { specs: { Screen: ["6.5 بوصة", "6.5 inch"] } },
  "Pro 5G smartphone": { specs: { Screen: ["6.7 بوصة", "6.7 inch"], Memory: ["12 جيجابايت", "12 GB"] } },
  "Lite budget phone": {
    specs: { Screen: ["6.5 بوصة", "6.5 inch"], Memory: ["8 جيجابايت", "8 GB"] },
    highlights: [
      ["بطارية تدوم طويلًا", "Long-lasting battery"],
      ["شريحتان", "Dual SIM"],
    ],
  },
  "Fold foldable phone": { specs: { Screen: ["7.6 بوصة عند الفتح", "7.6 inch unfolded"], Memory: ["12 جيجابايت", "12 GB"] } },
  "Mini compact phone": { specs: { Screen: ["5.4 بوصة", "5.4 inch"], Battery: ["4500 مللي أمبير", "4500 mAh"] } },
  // Laptops: the gaming one is neither light nor a 12-hour battery.
  "Ultra 14 laptop": { specs: { Processor: ["12 نواة", "12 cores"], Memory: ["16 جيجابايت", "16 GB"], Screen: ["شاشة 2K", "2K display"] } },
  "Gaming laptop 16": {
    specs: { Processor: ["12 نواة", "12 cores"], Memory: ["32 جيجابايت", "32 GB"], Screen: ["شاشة 2K", "2K display"] },
    highlights: [
      ["لوحة مفاتيح عربية مضيئة", "Backlit Arabic keyboard"],
      ["شاشة 165 هرتز", "165 Hz display"],
      ["منافذ USB-C", "USB-C ports"],
    ],
  },
  "Student laptop 15": { specs: { Processor: ["8 أنوية", "8 cores"], Memory: ["16 جيجابايت", "16 GB"], Screen: ["شاشة FHD", "FHD display"] } },
  "Business laptop 13": { specs: { Processor: ["8 أنوية", "8 cores"], Memory: ["16 جيجابايت", "16 GB"], Screen: ["شاشة FHD", "FHD display"] } },
  // A soundbar is plugged in: no play time, no USB-C charging.
  "Home soundbar": {
    specs: { "Play time": null },
    highlights: [
      ["صوت جهير عميق", "Deep bass"],
      ["مدخل HDMI", "HDMI input"],
      ["تركيب على الحائط", "Wall mountable"],
    ],
  },
  // Men's clothing: the material the highlights speak of.
  "Cotton shirt": { specs: { Material: COTTON, Care: MACHINE_WASH } },
  "Polo T-shirt": {
    specs: { Material: COTTON, Care: MACHINE_WASH },
    highlights: [REGULAR_FIT, ["خامة قطنية ناعمة", "Soft cotton fabric"], NO_SHRINK],
  },
  "Denim jeans": {
    specs: { Material: ["قطن دنيم", "Cotton denim"], Care: MACHINE_WASH },
    highlights: [["قصة مستقيمة", "Straight fit"], ["دنيم متين", "Durable denim"], NO_SHRINK],
  },
  "Winter jacket": {
    specs: { Material: ["بوليستر مبطّن", "Padded polyester"], Care: HAND_WASH },
    highlights: [["بطانة دافئة", "Warm lining"], ["مقاوم للرياح", "Windproof"], REGULAR_FIT],
  },
  "Summer dress": { specs: { Material: ["كتان", "Linen"] } },
  "Silk blouse": { specs: { Material: ["حرير", "Silk"] } },
  "Midi skirt": { specs: { Material: ["قطن وبوليستر", "Cotton and polyester"] } },
  "Wool cardigan": {
    specs: { Material: ["صوف", "Wool"] },
    highlights: [
      ["تصميم عصري", "Modern design"],
      ["دافئ وناعم", "Warm and soft"],
      ["مناسب لكل المناسبات", "Fits every occasion"],
    ],
  },
  "Running shoes": { specs: { Material: ["شبك قماشي", "Mesh"] } },
  "Classic leather shoes": { specs: { Material: ["جلد طبيعي", "Genuine leather"] } },
  "Summer sandals": { specs: { Material: ["جلد طبيعي", "Genuine leather"] } },
  // Kitchen: what a thing is made of; nothing electric or wooden goes in the dishwasher.
  "Cookware set": { specs: { Material: STEEL } },
  "Electric blender": { specs: { Material: ["زجاج", "Glass"] }, highlights: [["شفرات ستانلس ستيل", "Stainless steel blades"], EASY_CLEAN, FOOD_SAFE] },
  "Electric kettle": { specs: { Material: STEEL }, highlights: [["إيقاف تلقائي", "Automatic shut-off"], EASY_CLEAN, FOOD_SAFE] },
  "Knife set": { specs: { Material: STEEL } },
  "Coffee machine": { specs: { Material: STEEL }, highlights: [["ضغط 15 بار", "15 bar pressure"], EASY_CLEAN, FOOD_SAFE] },
  Toaster: { specs: { Material: STEEL }, highlights: [["تحميص متساوٍ", "Even toasting"], EASY_CLEAN, FOOD_SAFE] },
  "Glass tumbler": { specs: { Material: ["زجاج", "Glass"] } },
  "Kitchen towel": {
    specs: { Material: COTTON, Warranty: null },
    highlights: [
      ["ماصة للماء", "Absorbent"],
      ["تُغسل في الغسالة", "Machine washable"],
      ["ألوان ثابتة", "Colourfast"],
    ],
  },
  "Wooden cutting board": { specs: { Material: ["خشب", "Wood"] }, highlights: [["خشب طبيعي", "Natural wood"], EASY_CLEAN, FOOD_SAFE] },
  "Digital kitchen scale": { specs: { Material: ["زجاج", "Glass"] }, highlights: [["دقة حتى 1 جرام", "Accurate to 1 g"], EASY_CLEAN, FOOD_SAFE] },
  // Decor: a size that fits the thing.
  "Table lamp": { specs: { Dimensions: ["ارتفاع 45 سم", "45 cm tall"] } },
  "Decorative cushion": { specs: { Dimensions: ["45 × 45 سم", "45 × 45 cm"] } },
  "Ceramic vase": { specs: { Dimensions: ["ارتفاع 30 سم", "30 cm tall"] } },
  "Wall clock": { specs: { Dimensions: ["قطر 30 سم", "30 cm across"] } },
  "Photo frame": { specs: { Dimensions: ["20 × 25 سم", "20 × 25 cm"] } },
  // Fragrances: the family the name says.
  "Royal oud perfume": { specs: { "Fragrance family": ["شرقي", "Oriental"] } },
  "Spring blossom perfume": { specs: { "Fragrance family": ["زهري", "Floral"] } },
  "White musk perfume": { specs: { "Fragrance family": ["مسكي", "Musky"] } },
  "Fresh body mist": { specs: { "Fragrance family": ["منعش", "Fresh"] } },
  "Woody men's cologne": { specs: { "Fragrance family": ["خشبي", "Woody"] } },
  // Outdoor: only a tent is set up.
  "4-person camping tent": { specs: { Weight: ["متوسط", "Medium"] } },
  "Hiking backpack": { highlights: [WATER_RESISTANT, DURABLE, ["أحزمة مبطّنة", "Padded straps"]] },
  "Folding camping chair": { highlights: [DURABLE, ["يُطوى في ثوانٍ", "Folds in seconds"], ["سهل الحمل", "Easy to carry"]] },
  "LED flashlight": { specs: { Weight: ["خفيف", "Light"] }, highlights: [WATER_RESISTANT, DURABLE, ["بطارية قابلة للشحن", "Rechargeable battery"]] },
  "Insulated flask": { highlights: [["يحفظ الحرارة 12 ساعة", "Keeps drinks hot for 12 hours"], DURABLE, ["لا يسرّب", "Leak-proof"]] },
  "Sports sunglasses": { specs: { Weight: ["خفيف", "Light"] }, highlights: [["حماية UV400", "UV400 protection"], DURABLE, ["إطار خفيف", "Light frame"]] },
  "Sleeping bag": { highlights: [WATER_RESISTANT, DURABLE, ["يُطوى في كيس صغير", "Packs small"]] },
  Compass: { specs: { Weight: ["خفيف", "Light"] }, highlights: [WATER_RESISTANT, DURABLE, ["إبرة مضيئة", "Luminous needle"]] },
  // Toys: small pieces and a 1,000-piece puzzle are not for a three-year-old.
  "Building blocks, 500 pieces": { specs: { Age: AGE(6) } },
  "Remote control car": { specs: { Age: AGE(6) } },
  "Plush toy": { specs: { Age: AGE(3) } },
  "1000-piece jigsaw puzzle": { specs: { Age: AGE(10) } },
  "Kids' art set": { specs: { Age: AGE(3) } },
  "Family board game": { specs: { Age: AGE(6) } },
  Kite: { specs: { Age: AGE(6) } },
  "Wooden train set": { specs: { Age: AGE(3) } },
  "Play kitchen": { specs: { Age: AGE(3) } },
  "Kids' football": { specs: { Age: AGE(3) } },
  // Books: the language the title is published in.
  "Novel: Cities of Salt": { specs: { Language: ["العربية", "Arabic"] } },
  "The Egyptian Cookbook": { specs: { Language: ["العربية", "Arabic"] } },
  "Learn Python Programming": { specs: { Language: ["العربية", "Arabic"] } },
  "A History of Cairo": { specs: { Language: ["الإنجليزية", "English"] } },
  "Illustrated children's stories": { specs: { Language: ["العربية", "Arabic"] } },
  // Coffee and tea: where each grows; tea is not roasted.
  "Roasted Arabic coffee": { specs: { Origin: ["إثيوبيا", "Ethiopia"] } },
  "Turkish coffee with cardamom": { specs: { Origin: ["البرازيل", "Brazil"] } },
  "Green tea": {
    specs: { Origin: ["الصين", "China"] },
    highlights: [
      ["أوراق مختارة", "Hand-picked leaves"],
      ["عبوة محكمة الغلق", "Resealable pack"],
      ["نكهة غنية", "Rich flavour"],
    ],
  },
  "Loose black tea": {
    specs: { Origin: ["كينيا", "Kenya"] },
    highlights: [
      ["أوراق مختارة", "Hand-picked leaves"],
      ["عبوة محكمة الغلق", "Resealable pack"],
      ["نكهة غنية", "Rich flavour"],
    ],
  },
  "Espresso capsules": { specs: { Origin: ["البرازيل", "Brazil"] } },
  // Dates and sweets: Sukkari dates are Saudi; a sweet with sugar is not "100% natural".
  "Sukkari dates": { specs: { Origin: ["السعودية", "Saudi Arabia"] } },
  "Medjool dates": { specs: { Origin: ["مصر", "Egypt"] } },
  "Halawa tahini": {
    specs: { Origin: ["مصر", "Egypt"] },
    highlights: [
      ["بدون مواد حافظة", "No preservatives"],
      ["طعم تقليدي", "Traditional taste"],
      ["مثالي لرمضان", "Perfect for Ramadan"],
    ],
  },
  "Natural honey": { specs: { Origin: ["مصر", "Egypt"] } },
  "Malban with nuts": {
    specs: { Origin: ["مصر", "Egypt"] },
    highlights: [
      ["بدون مواد حافظة", "No preservatives"],
      ["طعم تقليدي", "Traditional taste"],
      ["مثالي لرمضان", "Perfect for Ramadan"],
    ],
  },
};
