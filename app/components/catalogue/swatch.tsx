/** A colour dot drawn with an SVG fill: style attributes are barred by the CSP. */
export function Swatch({ hex }: { hex: string | null }) {
  if (!hex || !/^#[0-9a-f]{3,8}$/i.test(hex)) return null;
  return (
    <svg className="swatch" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill={hex} stroke="currentColor" strokeOpacity="0.35" />
    </svg>
  );
}
