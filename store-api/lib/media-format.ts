/**
 * What a generated (seeded, drawn) media file is served as, by its name (decision 092): a `.webp`
 * picture is drawn as SVG and answered rasterised, so the browser decodes an image instead of
 * running an SVG document on the page's main thread; any other name (the logo, the favicon, a store
 * seeded before the change) is answered as the SVG itself. An uploaded file keeps its own type.
 */
export type GeneratedFormat = "webp" | "svg";

export function generatedFormat(file: string): GeneratedFormat {
  return /\.webp$/i.test(file) ? "webp" : "svg";
}

export const GENERATED_TYPE = { webp: "image/webp", svg: "image/svg+xml" } as const satisfies Record<GeneratedFormat, string>;
