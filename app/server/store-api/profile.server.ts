import type { RouterContextProvider } from "react-router";
import { UserAnswerSchema } from "~/lib/schemas/account";
import { getStore } from "./request.server";

/** The customer's own details and password. */
export function profileApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    update: (body: Record<string, unknown>) => store.call("store/me", { method: "PATCH", body, schema: UserAnswerSchema }).then((r) => r.data.data),
    changePassword: (body: { current_password: string; password: string; password_confirmation: string }) =>
      store.call("store/me/password", { method: "PATCH", body }),
  };
}
