/**
 * Which Fluent Emoji picture stands for each demo image (decision 040). The names are icon
 * names of the Fluent Emoji set; `npm run emoji` extracts exactly these into
 * `seed/emoji/emoji.json`, the only emoji data the runtime reads.
 */
import { drawnPictures } from "./drawn.ts";

/** Products, by the item's English name in `catalogue-data.ts` (every variant shows the same object). */
export const productEmoji: Record<string, string> = {
  // mobiles
  "Nile X1 smartphone": "mobile-phone",
  "Pro 5G smartphone": "mobile-phone",
  "Lite budget phone": "mobile-phone",
  "Fold foldable phone": "mobile-phone",
  "Mini compact phone": "mobile-phone",
  // laptops
  "Ultra 14 laptop": "laptop",
  "Gaming laptop 16": "laptop",
  "Student laptop 15": "laptop",
  "Business laptop 13": "laptop",
  // audio
  "Wireless earbuds": "earbuds",
  "Noise-cancelling headphones": "headphone",
  "Bluetooth speaker": "bluetooth-speaker",
  "Sports earphones": "earphones",
  "Home soundbar": "soundbar",
  // men's clothing
  "Cotton shirt": "t-shirt",
  "Polo T-shirt": "t-shirt",
  "Denim jeans": "jeans",
  "Winter jacket": "coat",
  // women's clothing
  "Summer dress": "dress",
  "Silk blouse": "womans-clothes",
  "Midi skirt": "skirt",
  "Wool cardigan": "coat",
  // shoes
  "Running shoes": "running-shoe",
  "Classic leather shoes": "mans-shoe",
  "Summer sandals": "thong-sandal",
  // kitchen tools
  "Cookware set": "cooking",
  "Electric blender": "blender",
  "Electric kettle": "teapot",
  "Knife set": "kitchen-knife",
  "Coffee machine": "hot-beverage",
  Toaster: "bread",
  "Glass tumbler": "tumbler-glass",
  "Kitchen towel": "roll-of-paper",
  "Wooden cutting board": "cutting-board",
  "Digital kitchen scale": "balance-scale",
  // home decor
  "Table lamp": "table-lamp",
  "Decorative cushion": "cushion",
  "Ceramic vase": "amphora",
  "Wall clock": "mantelpiece-clock",
  "Photo frame": "framed-picture",
  // fragrances
  "Royal oud perfume": "lotion-bottle",
  "Spring blossom perfume": "lotion-bottle",
  "White musk perfume": "lotion-bottle",
  "Fresh body mist": "lotion-bottle",
  "Woody men's cologne": "lotion-bottle",
  // skincare
  "Moisturising cream": "lotion-bottle",
  "Face wash": "soap",
  "Sunscreen SPF 50": "lotion-bottle",
  "Vitamin C serum": "droplet",
  "Shea body butter": "jar",
  "Clay mask": "jar",
  "Makeup remover": "sponge",
  "Argan oil": "droplet",
  "Lip balm": "lipstick",
  "Hand cream": "lotion-bottle",
  // fitness
  "Adjustable dumbbell": "person-lifting-weights",
  "Yoga mat": "yoga-mat",
  "Jump rope": "jump-rope",
  "Resistance bands": "resistance-bands",
  "Sports water bottle": "water-bottle",
  // outdoor
  "4-person camping tent": "tent",
  "Hiking backpack": "backpack",
  "Folding camping chair": "chair",
  "LED flashlight": "flashlight",
  "Insulated flask": "flask",
  "Sports sunglasses": "sunglasses",
  "Sleeping bag": "bed",
  Compass: "compass",
  // toys
  "Building blocks, 500 pieces": "brick",
  "Remote control car": "racing-car",
  "Plush toy": "teddy-bear",
  "1000-piece jigsaw puzzle": "puzzle-piece",
  "Kids' art set": "artist-palette",
  "Family board game": "game-die",
  Kite: "kite",
  "Wooden train set": "locomotive",
  "Play kitchen": "cooking",
  "Kids' football": "soccer-ball",
  // books
  "Novel: Cities of Salt": "closed-book",
  "The Egyptian Cookbook": "orange-book",
  "Learn Python Programming": "blue-book",
  "A History of Cairo": "green-book",
  "Illustrated children's stories": "books",
  // coffee & tea
  "Roasted Arabic coffee": "hot-beverage",
  "Turkish coffee with cardamom": "hot-beverage",
  "Green tea": "teacup-without-handle",
  "Loose black tea": "teapot",
  "Espresso capsules": "hot-beverage",
  // dates & sweets
  "Sukkari dates": "palm-tree",
  "Medjool dates": "palm-tree",
  "Halawa tahini": "jar",
  "Natural honey": "honey-pot",
  "Malban with nuts": "candy",
};

/** Categories, by slug. */
export const categoryEmoji: Record<string, string> = {
  electronics: "electric-plug",
  mobiles: "mobile-phone",
  laptops: "laptop",
  audio: "headphone",
  fashion: "shopping-bags",
  "men-clothing": "t-shirt",
  "women-clothing": "dress",
  shoes: "running-shoe",
  "home-kitchen": "house",
  "kitchen-tools": "cooking",
  "home-decor": "couch-and-lamp",
  beauty: "lipstick",
  fragrances: "lotion-bottle",
  skincare: "soap",
  sports: "soccer-ball",
  fitness: "flexed-biceps",
  outdoor: "tent",
  toys: "teddy-bear",
  books: "books",
  grocery: "shopping-cart",
  "coffee-tea": "hot-beverage",
  "dates-sweets": "honey-pot",
};

/** Brands, by slug. */
export const brandEmoji: Record<string, string> = {
  "nile-tech": "high-voltage",
  falcon: "eagle",
  "pyramid-wear": "womans-clothes",
  "lotus-beauty": "lotus",
  "delta-home": "house-with-garden",
  "sahara-sport": "two-hump-camel",
  "cairo-kids": "balloon",
  "dar-al-kutub": "books",
  "oasis-basics": "palm-tree",
  "nile-harvest": "sheaf-of-rice",
};

/** Offers, by slug. */
export const offerEmoji: Record<string, string> = {
  "summer-sale": "sun",
  "back-to-school": "backpack",
  "tech-week": "laptop",
  "ramadan-treats": "crescent-moon",
};

/** Other named files: content pages' images and the shipping companies' logos. */
export const fileEmoji: Record<string, string> = {
  "page-about.webp": "palm-tree",
  "page-gift-guide.webp": "wrapped-gift",
  "page-why-oasis.webp": "handshake",
  "ship-oasis-express.webp": "delivery-truck",
  "ship-nile-post.webp": "postbox",
  "ship-desert-courier.webp": "two-hump-camel",
  "ship-gulf-freight.webp": "ship",
};

/**
 * The fills that draw the object itself, its main colour first, for the emoji of products sold in
 * colours: a colour variant's pictures repaint them in the variant's colour, each keeping its shade
 * (issue 21: "Polo T-shirt (White)" was a lime-green shirt on a white tint). Buttons, straps drawn in
 * another colour, screens and bulbs keep theirs.
 */
export const objectFills: Record<string, readonly string[]> = {
  "t-shirt": ["#86d72f", "#44911b", "#c3ef3c", "#00d26a"],
  jeans: ["#00a6ed", "#0074ba"],
  coat: ["#ffdea7", "#f3c07b", "#f3ad61", "#e19747"],
  dress: ["#46a4fb"],
  "womans-clothes": ["#ff6dc6", "#bb1d80", "#f70a8d"],
  "running-shoe": ["#9b9b9b", "#bebebe"],
  "mans-shoe": ["#a56953", "#6d4534"],
  "thong-sandal": ["#5092ff", "#3f5fff"],
  headphone: ["#cdc4d6", "#998ea4"],
  "mobile-phone": ["#7167a4", "#321b41"],
  amphora: ["#b97028", "#7d4533", "#8c5543", "#6d4534"],
  "mantelpiece-clock": ["#6d4534"],
  "framed-picture": ["#d3883e", "#f3ad61", "#b97028"],
  // drawn here (seed/drawn.ts)
  earbuds: ["#cdc4d6", "#b4acbc", "#e1dbe7"],
  earphones: ["#cdc4d6", "#b4acbc", "#998ea4"],
  soundbar: ["#cdc4d6", "#e1dbe7", "#998ea4"],
  "bluetooth-speaker": ["#cdc4d6", "#998ea4", "#b4acbc", "#e1dbe7"],
  skirt: ["#46a4fb", "#1c84e5"],
  "table-lamp": ["#d3883e", "#b76a1e", "#f3ad61"],
  cushion: ["#3f5fff", "#5092ff", "#1345b7"],
  "yoga-mat": ["#6b4b9e", "#8d65c5", "#5b3e87"],
  "jump-rope": ["#6b4b9e", "#8d65c5"],
  "resistance-bands": ["#6b4b9e", "#8d65c5", "#4b3470"],
  "water-bottle": ["#3f5fff", "#1345b7", "#5092ff"],
  "person-lifting-weights": ["#533566"],
};

/**
 * Emoji of products sold in colours whose object has no colour of its own to repaint (a person, water): only the tint
 * follows the variant. None now: a product sold in colours shows the object itself (issue 21, decision 040).
 */
export const keepsOwnColours = new Set<string>();

/** What a picture falls back to when its file is not one of the above. */
export const FALLBACK_EMOJI = "package";

/** Every emoji name the demo uses (what the extraction script keeps): the pictures drawn here are not in the set. */
export function allEmojiNames(): string[] {
  return [
    ...new Set([
      ...Object.values(productEmoji),
      ...Object.values(categoryEmoji),
      ...Object.values(brandEmoji),
      ...Object.values(offerEmoji),
      ...Object.values(fileEmoji),
      FALLBACK_EMOJI,
    ]),
  ]
    .filter((name) => !drawnPictures[name])
    .sort();
}

/** The product's English item name from a media row's label (`Name (Colour, Size)\nالاسم`). */
export function itemName(label: string): string {
  return (label.split("\n")[0] ?? "").replace(/\s*\([^()]*\)$/, "");
}

/**
 * The emoji for a media row, from its file name (seed naming: `cat-{slug}.webp`,
 * `brand-{slug}.webp`, `offer-{slug}.webp`, `{product-slug}-{n}.webp`) and, for products, the
 * item name in its label.
 */
export function emojiFor(row: { file: string; kind: string; label: string }): string {
  const named = fileEmoji[row.file];
  if (named) return named;
  const slug = (prefix: string) => (row.file.startsWith(prefix) ? row.file.slice(prefix.length).replace(/\.(svg|webp)$/, "") : "");
  if (row.kind === "category") return categoryEmoji[slug("cat-")] ?? FALLBACK_EMOJI;
  if (row.kind === "brand") return brandEmoji[slug("brand-")] ?? FALLBACK_EMOJI;
  if (row.kind === "offer") return offerEmoji[slug("offer-")] ?? FALLBACK_EMOJI;
  return productEmoji[itemName(row.label)] ?? FALLBACK_EMOJI;
}
