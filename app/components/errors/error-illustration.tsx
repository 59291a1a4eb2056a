import type { Illustration } from "~/lib/shell/error-page";

/** Inline SVG so the error page needs no request that could fail too. */
export function ErrorIllustration({ kind, status, label, word }: { kind: Illustration; status: number; label: string; word: string }) {
  const text = kind === "number" || kind === "frozen" ? String(status) : word;
  return (
    <svg className="problem__art" viewBox="0 0 320 160" width="320" height="160" role="img" aria-label={label} data-illustration={kind}>
      {kind === "frozen" ? (
        <g stroke="#93c5fd" strokeWidth="4" strokeLinecap="round" fill="none">
          {[0, 60, 120].map((a) => (
            <g key={a} transform={`rotate(${a} 160 80)`}>
              <line x1="160" y1="10" x2="160" y2="150" />
              <line x1="160" y1="30" x2="145" y2="18" />
              <line x1="160" y1="30" x2="175" y2="18" />
              <line x1="160" y1="130" x2="145" y2="142" />
              <line x1="160" y1="130" x2="175" y2="142" />
            </g>
          ))}
        </g>
      ) : kind === "domain" ? (
        <g fill="none" stroke="#fca5a5" strokeWidth="4">
          <circle cx="160" cy="80" r="62" />
          <ellipse cx="160" cy="80" rx="28" ry="62" />
          <line x1="98" y1="80" x2="222" y2="80" />
          <line x1="110" y1="48" x2="210" y2="48" />
          <line x1="110" y1="112" x2="210" y2="112" />
        </g>
      ) : null}
      <text
        x="160"
        y="98"
        textAnchor="middle"
        fontSize={kind === "number" || kind === "frozen" ? 64 : 52}
        fontWeight="700"
        fill="currentColor"
        fontFamily="system-ui, sans-serif"
        direction="ltr"
      >
        {text}
      </text>
    </svg>
  );
}
