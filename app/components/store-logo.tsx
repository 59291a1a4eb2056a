/** The store logo at the spec's 144×460 fallback box; the name stands in when there is no logo. */
export function StoreLogo({ logo, name }: { logo: string | null; name: string }) {
  if (!logo) return <span className="store-name">{name}</span>;
  return <img src={logo} alt={name} width={144} height={46} className="store-logo" />;
}
