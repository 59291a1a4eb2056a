import { useNonce } from "./nonce";

/** Structured data for search engines: nonced for the CSP, `<` escaped so no value can close the script. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}
