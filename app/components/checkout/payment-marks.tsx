/**
 * Each payment method's mark on its card: drawn here (no third-party images or brand logos), decorative,
 * since the method's name beside it says what it is. 1 cash on delivery, 2 card, 3 mobile wallet.
 */
export function PaymentMark({ method }: { method: number }) {
  return (
    <svg
      className="payment-mark"
      width="40"
      height="28"
      viewBox="0 0 40 28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {method === 1 ? (
        <>
          <rect x="3" y="6" width="34" height="16" rx="2.5" />
          <circle cx="20" cy="14" r="4" />
          <path d="M8 10v.01M32 18v.01" />
        </>
      ) : method === 2 ? (
        <>
          <rect x="3" y="4" width="34" height="20" rx="3" />
          <path d="M3 10h34" strokeWidth="3" />
          <path d="M8 18h8M26 18h3" />
        </>
      ) : (
        <>
          <rect x="13" y="2" width="14" height="24" rx="2.5" />
          <path d="M18 22h4" />
          <path d="M17 9l3-3 3 3M20 6v8" />
        </>
      )}
    </svg>
  );
}
