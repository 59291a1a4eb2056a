/** The store logo in the spec's 460×144 box (LOGO_SIZE), shown 3rem high; the name stands in when there is no logo. */
export function StoreLogo({ logo, name }: { logo: string | null; name: string }) {
  if (!logo) return <span className="store-name">{name}</span>;
  return <img src={logo} alt={name} width={460} height={144} className="store-logo" />;
}
