import { useTranslation } from "~/i18n/translate";
import type { RootData } from "~/lib/shell/root-data";
import { UserIcon } from "../shell/line-icons";
import { SmartLink } from "../shell/smart-link";
import { LogoutButton } from "./logout-button";

/** The header's account entries, the same in every template: the account and sign-out, or sign-in. */
export function AccountLinks({ root }: { root: RootData }) {
  const { t } = useTranslation();
  return root.signedIn ? (
    <>
      <SmartLink to="/account">{t("nav.account")}</SmartLink>
      <LogoutButton />
    </>
  ) : (
    <SmartLink to="/login">{t("nav.login")}</SmartLink>
  );
}

/** The header's account entry as an icon: the account, or sign-in. Its words name it aloud and show where the template has room. */
export function AccountIconLink({ root, className, labelClassName, size }: { root: RootData; className: string; labelClassName: string; size?: number }) {
  const { t } = useTranslation();
  const label = root.signedIn ? t("nav.account") : t("nav.login");
  return (
    <SmartLink to={root.signedIn ? "/account" : "/login"} className={className} aria-label={label}>
      <UserIcon size={size} />
      <span className={labelClassName}>{label}</span>
    </SmartLink>
  );
}
