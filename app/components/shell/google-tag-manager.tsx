/** Rendered only when the store turns GTM on; the inline loader carries the CSP nonce and GTM's own scripts follow via 'strict-dynamic'. */
export function GoogleTagManager({ id, nonce }: { id: string; nonce: string }) {
  // The browser has the snippet in the server's HTML, and a hydrated inline script neither runs again
  // nor has its inner HTML compared (only in development, hence suppressHydrationWarning): the
  // browser's JavaScript leaves the snippet out (decision record 048).
  if (!import.meta.env.SSR) return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  const safeId = JSON.stringify(id).replace(/</g, "\\u003c");
  const snippet = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${safeId});`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />;
}

export function GoogleTagManagerNoScript({ id }: { id: string }) {
  return (
    <noscript>
      <iframe title="Google Tag Manager" src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`} height="0" width="0" hidden />
    </noscript>
  );
}
