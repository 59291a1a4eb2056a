import { Form } from "react-router";
import { useTranslation } from "~/i18n/translate";

/** Logout is a POST (a link could be triggered by any page or prefetch). */
export function LogoutButton() {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout" className="inline-form">
      <button type="submit" className="link-button">
        {t("nav.logout")}
      </button>
    </Form>
  );
}
