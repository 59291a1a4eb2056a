/**
 * Pictures the Fluent Emoji set does not have (decision 040): a few objects drawn here from SVG
 * primitives in the set's flat style (a 32×32 box, flat fills, a lighter and a darker shade of the
 * main colour, no outlines, no text). They sit beside the extracted emoji under the same kind of
 * name, so `productEmoji` maps to them alike, and a colour variant repaints the fills listed in
 * `objectFills` just as it does an emoji's. Kept small by hand: each is well under 1 KB.
 */
export const drawnPictures: Record<string, string> = {
  // A mat rolled up from its end, the rest lying flat behind it.
  "yoga-mat":
    '<path fill="#8d65c5" d="M10 19h16.5l4 6H10z"/><path fill="#5b3e87" d="M10 25h20.5v2H10z"/>' +
    '<circle cx="10" cy="18" r="9" fill="#6b4b9e"/><circle cx="10" cy="18" r="6.6" fill="#8d65c5"/>' +
    '<circle cx="10" cy="18" r="4.4" fill="#5b3e87"/><circle cx="10" cy="18" r="2.4" fill="#8d65c5"/><circle cx="10" cy="18" r="1" fill="#5b3e87"/>',
  // Two handles and the rope hanging between them.
  "jump-rope":
    '<path fill="none" stroke="#8d65c5" stroke-width="1.8" stroke-linecap="round" d="M7.5 16C6 30 26 30 24.5 16"/>' +
    '<rect x="4.5" y="2" width="6" height="13" rx="3" fill="#6b4b9e"/><rect x="21.5" y="2" width="6" height="13" rx="3" fill="#6b4b9e"/>' +
    '<rect x="5.5" y="4" width="1.6" height="8" rx=".8" fill="#8d65c5"/><rect x="22.5" y="4" width="1.6" height="8" rx=".8" fill="#8d65c5"/>' +
    '<rect x="5" y="14" width="5" height="2.2" rx="1" fill="#9b9b9b"/><rect x="22" y="14" width="5" height="2.2" rx="1" fill="#9b9b9b"/>',
  // Three flat loop bands, fanned, in three shades.
  "resistance-bands":
    '<path fill="#8d65c5" fill-rule="evenodd" d="M16 4C8 4 2 7 2 11s6 7 14 7 14-3 14-7-6-7-14-7zm0 3c-6 0-10.5 1.8-10.5 4S10 15 16 15s10.5-1.8 10.5-4S22 7 16 7z"/>' +
    '<path fill="#6b4b9e" fill-rule="evenodd" d="M16 10C8 10 2 13 2 17s6 7 14 7 14-3 14-7-6-7-14-7zm0 3c-6 0-10.5 1.8-10.5 4S10 21 16 21s10.5-1.8 10.5-4S22 13 16 13z"/>' +
    '<path fill="#4b3470" fill-rule="evenodd" d="M16 16C8 16 2 19 2 23s6 7 14 7 14-3 14-7-6-7-14-7zm0 3c-6 0-10.5 1.8-10.5 4S10 27 16 27s10.5-1.8 10.5-4S22 19 16 19z"/>',
  // A pair of true-wireless earbuds, turned a little apart: a bud with its speaker tip and a stem each.
  earbuds:
    '<g transform="rotate(-14 10 16)"><rect x="8.5" y="11" width="4.4" height="16" rx="2.2" fill="#b4acbc"/><ellipse cx="9.5" cy="10" rx="5.6" ry="5" fill="#cdc4d6"/>' +
    '<ellipse cx="5.6" cy="8.6" rx="1.7" ry="2.3" fill="#433b4b"/><rect x="9.6" y="13" width="1.4" height="9" rx=".7" fill="#e1dbe7"/></g>' +
    '<g transform="rotate(14 22 16)"><rect x="19.1" y="11" width="4.4" height="16" rx="2.2" fill="#b4acbc"/><ellipse cx="22.5" cy="10" rx="5.6" ry="5" fill="#cdc4d6"/>' +
    '<ellipse cx="26.4" cy="8.6" rx="1.7" ry="2.3" fill="#433b4b"/><rect x="21" y="13" width="1.4" height="9" rx=".7" fill="#e1dbe7"/></g>',
  // Sports earphones: two buds with ear hooks, their cables meeting at a slider and hanging down.
  earphones:
    '<path fill="none" stroke="#998ea4" stroke-width="1.3" stroke-linecap="round" d="M8 15q1 6 8 9.5M24 19q-1 3-8 5.5v5.5"/>' +
    '<path fill="none" stroke="#b4acbc" stroke-width="2.6" stroke-linecap="round" d="M8 6C1 5 0 15 5 18M24 10c7-1 8 9 3 12"/>' +
    '<rect x="14.5" y="23" width="3" height="3.5" rx="1" fill="#b4acbc"/>' +
    '<ellipse cx="8" cy="11" rx="4" ry="4.6" fill="#cdc4d6"/><ellipse cx="10" cy="11.2" rx="1.5" ry="2.4" fill="#998ea4"/>' +
    '<ellipse cx="24" cy="15" rx="4" ry="4.6" fill="#cdc4d6"/><ellipse cx="22" cy="15.2" rx="1.5" ry="2.4" fill="#998ea4"/>',
  // A portable Bluetooth speaker: a capsule with its grille, end caps and a strap.
  "bluetooth-speaker":
    '<path fill="none" stroke="#998ea4" stroke-width="1.6" d="M24 11.5q2.5-5 5 0"/>' +
    '<rect x="2" y="10" width="28" height="14" rx="7" fill="#cdc4d6"/><rect x="7" y="10" width="18" height="14" fill="#998ea4"/>' +
    '<path fill="#e1dbe7" d="M8.5 12.5h15v1.2h-15zM8.5 15h15v1.2h-15zM8.5 17.5h15v1.2h-15zM8.5 20h15v1.2h-15z"/>' +
    '<rect x="13" y="8.6" width="6" height="1.6" rx=".8" fill="#433b4b"/><rect x="4" y="12" width="1.4" height="5" rx=".7" fill="#e1dbe7"/>',
  // A long bar speaker with its grille and a status light.
  soundbar:
    '<rect x="1" y="11" width="30" height="10" rx="3" fill="#cdc4d6"/><rect x="1" y="11" width="30" height="3" rx="1.5" fill="#e1dbe7"/>' +
    '<rect x="3.5" y="15" width="25" height="4" rx="2" fill="#998ea4"/><circle cx="16" cy="17" r=".9" fill="#00d26a"/>' +
    '<rect x="6" y="21" width="3" height="1.5" fill="#998ea4"/><rect x="23" y="21" width="3" height="1.5" fill="#998ea4"/>',
  // A table lamp: a shade over a slim stem on a round base, the light showing beneath.
  "table-lamp":
    '<ellipse cx="16" cy="17.5" rx="8" ry="2" fill="#ffd54f"/><rect x="15" y="16" width="2" height="11" fill="#9b9b9b"/>' +
    '<path fill="#d3883e" d="M10 4h12l5 13H5z"/><path fill="#b76a1e" d="M5 17h22l-.6 1.6H5.6z"/><path fill="#f3ad61" d="M11 5.5h2.6L10.5 15.5H8z"/>' +
    '<ellipse cx="16" cy="27.5" rx="7" ry="2.5" fill="#b76a1e"/><rect x="9" y="26" width="14" height="1.5" fill="#d3883e"/>',
  // A sports water bottle: a flip cap and spout, a grip band, a highlight.
  "water-bottle":
    '<rect x="14" y="1.5" width="4" height="3.5" rx="1" fill="#9b9b9b"/><rect x="11" y="4.5" width="10" height="4.5" rx="1.5" fill="#1345b7"/>' +
    '<rect x="9.5" y="8" width="13" height="22" rx="4" fill="#3f5fff"/><rect x="9.5" y="15" width="13" height="7" fill="#1345b7"/>' +
    '<rect x="11.5" y="10" width="1.8" height="4" rx=".9" fill="#5092ff"/><rect x="11.5" y="23" width="1.8" height="5" rx=".9" fill="#5092ff"/>',
  // An A-line skirt: a waistband and the pleated flare.
  skirt:
    '<path fill="#46a4fb" d="M10 8h12l6.5 19Q16 30 3.5 27z"/><path fill="#1c84e5" d="M15.3 10h1.4l1.3 18.5h-4zM11 10l1.3.2L8 27.9l-2.2-.6zM21 10l-1.3.2 4.3 17.7 2.2-.6z"/>' +
    '<rect x="9.5" y="5" width="13" height="4" rx="1" fill="#1c84e5"/><circle cx="16" cy="7" r=".9" fill="#ffffff"/>',
  // A square cushion, its corners pulled out and its middle buttoned.
  cushion:
    '<path fill="#3f5fff" d="M4 4q12 3 24 0-3 12 0 24-12-3-24 0 3-12 0-24z"/><path fill="#5092ff" d="M6.5 6.5q9.5 2.2 19 0-1.2 4-1.6 7H8.1q-.4-3-1.6-7z"/>' +
    '<circle cx="16" cy="16" r="1.8" fill="#1345b7"/><path fill="#1345b7" d="M16 16 7 8.5l.6-.6zM16 16l9-7.5-.6-.6zM16 16l-9 7.5.6.6zM16 16l9 7.5-.6.6z" opacity=".5"/>',
  // An insulated steel flask with its cup for a lid.
  flask:
    '<rect x="11" y="3" width="10" height="6" rx="1.5" fill="#6b4b9e"/><rect x="12" y="9" width="8" height="2" fill="#9b9b9b"/>' +
    '<rect x="10" y="11" width="12" height="19" rx="3" fill="#bebebe"/><rect x="10" y="19" width="12" height="5" fill="#6b4b9e"/><rect x="12" y="13" width="1.8" height="5" rx=".9" fill="#e6e6e6"/>',
  // A wooden cutting board with a hanging hole and its grain.
  "cutting-board":
    '<path fill="#d3883e" d="M5 9h18a3 3 0 0 1 3 3v2h2.5a2 2 0 0 1 0 6H26v2a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V12a3 3 0 0 1 3-3z"/>' +
    '<circle cx="28" cy="17" r="1.1" fill="#ffdea7"/><path fill="#b76a1e" d="M5 13h14v1H5zM8 17h15v1H8zM5 21h12v1H5z"/>',
  // A blender: a jug with its blades and lid on a motor base.
  blender:
    '<rect x="8" y="24" width="16" height="6" rx="2" fill="#636363"/><circle cx="16" cy="27" r="1.4" fill="#00d26a"/>' +
    '<path fill="#bfe5ff" d="M9 6h14l-2.5 18h-9z"/><path fill="#86d72f" d="M10.1 14h11.8l-1.4 10h-9z"/><rect x="8" y="3" width="16" height="3.5" rx="1" fill="#636363"/>' +
    '<path fill="none" stroke="#9b9b9b" stroke-width="2" d="M23 8h3v10h-4.5"/>',
};
