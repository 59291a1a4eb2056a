import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { AuthAnswerSchema } from "~/lib/schemas/auth";
import { UserAnswerSchema } from "~/lib/schemas/account";
import { getStore } from "./request.server";
import { log } from "../observe/log.server";

const OtpSentSchema = z.object({ data: z.object({ expires_in: z.coerce.number().optional() }).optional() });

/** Sign-in, registration, recovery and phone verification against the Store API. */
export function authApi(context: Readonly<RouterContextProvider>) {
  const store = getStore(context);
  return {
    login: (body: { login: string; password: string; remember: 0 | 1 }) =>
      store.anonymous("login", { method: "POST", body, schema: AuthAnswerSchema }).then((r) => r.data),
    register: (body: Record<string, unknown>) => store.anonymous("register", { method: "POST", body, schema: AuthAnswerSchema }).then((r) => r.data),
    /** Best effort: the shopper is signed out here whatever the Store API answers. */
    logout: async () => {
      try {
        await store.call("store/logout", { method: "POST" });
      } catch (error) {
        log("warn", "Logout call failed", { error: String(error) });
      }
    },
    forgot: (body: { login: string }) => store.anonymous("password/forget", { method: "POST", body }),
    reset: (body: { token: string; password: string; password_confirmation: string }) => store.anonymous("password/reset", { method: "POST", body }),
    me: () => store.call("store/me", { schema: UserAnswerSchema }).then((r) => r.data.data),
    sendOtp: (mobile: string) => store.call("store/otp/send", { method: "POST", body: { mobile }, schema: OtpSentSchema }),
    verifyOtp: (mobile: string, code: string) => store.call("store/otp/verify", { method: "POST", body: { mobile, code } }),
  };
}
