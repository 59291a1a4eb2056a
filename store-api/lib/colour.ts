/**
 * One spelling per colour for `?background=` (decision 100). Every spelling the endpoint accepted
 * drew a picture of its own, rendered and cached apart: `#F00`, `f00`, `#ff0000`, `rgb(255,0,0)` and
 * `rgb( 255 , 0 , 0 )` were five renders of one red, and any 3–20 letters passed as a colour name, so
 * `aaa`…`zzzzzzzzzzzzzzzzzzzz` were as many renders of the same unknown colour. Now a hex or rgb()
 * colour becomes `#rrggbb` with its alpha (two decimals), and a name must be one of CSS's.
 */
export interface Colour {
  fill: string;
  opacity: number;
}

/** CSS Color Module Level 4's named colours (without `transparent` and `currentcolor`, read apart). */
const NAMED = new Set(
  (
    "aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood " +
    "cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray " +
    "darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen " +
    "darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue " +
    "firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew " +
    "hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan " +
    "lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray " +
    "lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue " +
    "mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred " +
    "midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid " +
    "palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple " +
    "rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue " +
    "slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white " +
    "whitesmoke yellow yellowgreen"
  ).split(" "),
);

const HEX = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*(\d{1,3}(?:\.\d+)?%?)\s*`;
const RGB = new RegExp(String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,\s*(\d{1,3}(?:\.\d+)?%?|\.\d+)\s*)?\)$`, "i");

const hex2 = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, "0");
/** Two decimals: 101 levels of alpha, so `0.5` and `0.50001` are one picture. */
const alphaOf = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

function channel(text: string): number {
  return text.endsWith("%") ? (Number.parseFloat(text) * 255) / 100 : Number.parseFloat(text);
}

/** The colour's one spelling, or undefined when it is not a colour this endpoint draws. */
export function canonicalColour(value: string): Colour | undefined {
  const v = value.trim().toLowerCase();
  const hex = HEX.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const alpha = full.length === 8 ? alphaOf(Number.parseInt(full.slice(6), 16) / 255) : 1;
    return { fill: `#${full.slice(0, 6)}`, opacity: alpha };
  }
  const rgb = RGB.exec(v);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((c) => hex2(channel(c as string)));
    const a = rgb[4];
    const alpha = a === undefined ? 1 : alphaOf(a.endsWith("%") ? Number.parseFloat(a) / 100 : Number.parseFloat(a));
    return { fill: `#${r}${g}${b}`, opacity: alpha };
  }
  if (NAMED.has(v)) return { fill: v, opacity: 1 };
  return undefined;
}
