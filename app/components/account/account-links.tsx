import { useTranslation } from "~/i18n/translate";
import type { RootData } from "~/lib/shell/root-data";
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
