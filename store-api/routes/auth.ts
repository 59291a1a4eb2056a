/** Accounts and tokens: login, register, refresh, logout, passwords, profile, OTP, newsletter. */
import { createRoute, z } from "@hono/zod-openapi";
import { AuthAnswer, MessageBody, RefreshAnswer, User, dataOf } from "../contract.ts";
import {
  accountKey,
  changePassword,
  endSession,
  findByLogin,
  forgetPassword,
  login,
  refreshSession,
  register,
  resetPassword,
  sendOtp,
  subscribe,
  toUser,
  unsubscribe,
  updateMe,
  verifyOtp,
} from "../handlers/auth.ts";
import { fail } from "../lib/errors.ts";
import { M } from "../lib/messages.ts";
import { BearerHeaders, Flag01, body, errors, json, maybeAuth, rateLimit, rateLimitAccount, requireAuth } from "./common.ts";
import type { ApiApp } from "./env.ts";

const Name = z.string().trim().min(1).max(100);
const Password = z.string().min(1).max(200);
const Email = z.string().trim().max(254).pipe(z.email());
const Phone = z.string().trim().min(1).max(40);

const LoginBody = z.object({
  login: z.string().trim().min(1).max(254).openapi({ description: "email, mobile (E.164 or local) or username" }),
  password: Password,
  remember: Flag01.optional(),
});

const RegisterBody = z.object({
  first_name: Name,
  last_name: Name,
  username: z.string().trim().min(1).max(60),
  email: Email,
  mobile: Phone,
  password: Password,
  password_confirmation: z.string().max(200),
  gender: z.enum(["male", "female"]).optional(),
  newsletter: Flag01.optional(),
});

const ProfileBody = z
  .object({
    first_name: Name,
    last_name: Name,
    username: z.string().trim().min(1).max(60),
    email: Email,
    mobile: Phone,
    additional_phone: z.string().trim().max(40).nullable(),
    gender: z.enum(["male", "female"]),
    currency: z.string().trim().max(10).nullable(),
    newsletter: Flag01,
  })
  .partial();

const NewPassword = { password: Password, password_confirmation: z.string().max(200) };

const tag = "accounts";
const noContent = { 204: { description: "Done" } };

const routes = {
  login: createRoute({
    method: "post",
    path: "/login",
    tags: [tag],
    summary: "Sign in with email or phone",
    request: { body: body(LoginBody) },
    responses: { 200: json(AuthAnswer, "Tokens and the user"), 422: errors[422], 429: errors[429] },
  }),
  register: createRoute({
    method: "post",
    path: "/register",
    tags: [tag],
    summary: "Create an account (signed in at once)",
    request: { body: body(RegisterBody) },
    responses: { 200: json(AuthAnswer, "Tokens and the user"), 422: errors[422], 429: errors[429] },
  }),
  refresh: createRoute({
    method: "post",
    path: "/refresh_token",
    tags: [tag],
    summary: "Rotate a refresh token",
    description: "The old token stays valid until its successor is first used or 60 s pass; presenting it again answers the same pair.",
    request: { body: body(z.object({ token: z.string().min(1).max(300), provider: z.literal("customer") })) },
    responses: { 200: json(RefreshAnswer, "A new pair"), 401: errors[401], 422: errors[422] },
  }),
  logout: createRoute({
    method: "post",
    path: "/store/logout",
    tags: [tag],
    summary: "Sign out (revokes the access and refresh tokens)",
    request: { headers: BearerHeaders },
    responses: { ...noContent, 401: errors[401] },
  }),
  forget: createRoute({
    method: "post",
    path: "/password/forget",
    tags: [tag],
    summary: "Send a password reset link (the API's configured reset address + token)",
    description: "A `reset_url` in the body is ignored: the caller never chooses where the link points.",
    request: { body: body(z.object({ login: z.string().trim().min(1).max(254) })) },
    responses: { 200: json(MessageBody, "Same answer whether or not the account exists"), 422: errors[422], 429: errors[429] },
  }),
  reset: createRoute({
    method: "post",
    path: "/password/reset",
    tags: [tag],
    summary: "Set a new password with a reset token (single use, 1 hour)",
    request: { body: body(z.object({ token: z.string().trim().min(1).max(200), ...NewPassword })) },
    responses: { 200: json(MessageBody, "Changed; every session of the account ends"), 422: errors[422], 429: errors[429] },
  }),
  me: createRoute({
    method: "get",
    path: "/store/me",
    tags: [tag],
    summary: "The signed-in customer",
    request: { headers: BearerHeaders },
    responses: { 200: json(dataOf(User), "The user"), 401: errors[401] },
  }),
  updateMe: createRoute({
    method: "patch",
    path: "/store/me",
    tags: [tag],
    summary: "Update the profile (a new mobile clears mobile_verified)",
    request: { headers: BearerHeaders, body: body(ProfileBody) },
    responses: { 200: json(dataOf(User), "The user"), 401: errors[401], 422: errors[422] },
  }),
  password: createRoute({
    method: "patch",
    path: "/store/me/password",
    tags: [tag],
    summary: "Change the password (every other session of the customer ends; this one stays)",
    request: { headers: BearerHeaders, body: body(z.object({ current_password: Password, ...NewPassword })) },
    responses: { 200: json(MessageBody, "Changed; the other sessions are signed out"), 401: errors[401], 422: errors[422] },
  }),
  otpSend: createRoute({
    method: "post",
    path: "/store/otp/send",
    tags: [tag],
    summary: "Send a code to the account's mobile (logged in demo mode)",
    request: { headers: BearerHeaders, body: body(z.object({ mobile: Phone })) },
    responses: {
      200: json(dataOf(z.object({ expires_in: z.number().int() })), "Sent"),
      401: errors[401],
      422: errors[422],
      429: errors[429],
    },
  }),
  otpVerify: createRoute({
    method: "post",
    path: "/store/otp/verify",
    tags: [tag],
    summary: "Verify the code (sets mobile_verified)",
    request: { headers: BearerHeaders, body: body(z.object({ mobile: Phone, code: z.string().trim().min(1).max(10) })) },
    responses: {
      200: json(dataOf(z.object({ verified: z.literal(1) })), "Verified"),
      401: errors[401],
      422: errors[422],
      429: errors[429],
    },
  }),
  subscribe: createRoute({
    method: "post",
    path: "/store/newsletter",
    tags: [tag],
    summary: "Subscribe: { email } as a guest, {} when signed in",
    request: { headers: BearerHeaders, body: body(z.object({ email: Email.optional() })) },
    responses: { ...noContent, 401: errors[401], 422: errors[422] },
  }),
  unsubscribe: createRoute({
    method: "delete",
    path: "/store/newsletter",
    tags: [tag],
    summary: "Unsubscribe the signed-in customer's email (a query `email` is ignored)",
    request: { headers: BearerHeaders },
    responses: { ...noContent, 401: errors[401] },
  }),
};

export function registerAuthRoutes(app: ApiApp): void {
  app.openapi(routes.login, async (c) => {
    const input = c.req.valid("json");
    const row = await findByLogin(c.get("db"), input.login);
    const attempt = rateLimitAccount(c, "login", accountKey(input.login, row));
    const data = await login(c.get("db"), c.get("cfg"), c.get("lang"), row, input);
    attempt.forgive();
    return c.json({ data }, 200);
  });

  app.openapi(routes.register, async (c) => {
    const input = c.req.valid("json");
    // "Already taken" answers whether an e-mail has an account: counted like a sign-in (per address and e-mail in any
    // case, per e-mail, per address) so it cannot be asked at scale; an account made is not a guess and is forgiven.
    const attempt = rateLimitAccount(c, "register", accountKey(input.email, undefined));
    const data = await register(c.get("db"), c.get("cfg"), c.get("lang"), input);
    attempt.forgive();
    return c.json({ data: data! }, 200);
  });

  app.openapi(routes.refresh, async (c) => {
    const { token } = c.req.valid("json");
    return c.json({ data: await refreshSession(c.get("db"), c.get("cfg"), c.get("lang"), token) }, 200);
  });

  app.openapi(routes.logout, async (c) => {
    const who = await requireAuth(c);
    await endSession(c.get("db"), who.sessionId);
    return c.body(null, 204);
  });

  app.openapi(routes.forget, async (c) => {
    const { login: identifier } = c.req.valid("json");
    const row = await findByLogin(c.get("db"), identifier);
    rateLimitAccount(c, "forget", accountKey(identifier, row));
    await forgetPassword(c.get("db"), c.get("cfg"), row, identifier, c.get("log"), c.get("demo"));
    return c.json({ message: M.resetSent[c.get("lang")] }, 200);
  });

  app.openapi(routes.reset, async (c) => {
    const input = c.req.valid("json");
    rateLimit(c, "reset", "");
    await resetPassword(c.get("db"), c.get("cfg"), c.get("lang"), input);
    return c.json({ message: M.passwordReset[c.get("lang")] }, 200);
  });

  app.openapi(routes.me, async (c) => {
    const who = await requireAuth(c);
    return c.json({ data: await toUser(c.get("db"), who.customer) }, 200);
  });

  app.openapi(routes.updateMe, async (c) => {
    const who = await requireAuth(c);
    const data = await updateMe(c.get("db"), c.get("cfg"), c.get("lang"), who.customer, c.req.valid("json"));
    return c.json({ data }, 200);
  });

  app.openapi(routes.password, async (c) => {
    const who = await requireAuth(c);
    await changePassword(c.get("db"), c.get("cfg"), c.get("lang"), who.customer, who.sessionId, c.req.valid("json"));
    return c.json({ message: M.passwordChanged[c.get("lang")] }, 200);
  });

  app.openapi(routes.otpSend, async (c) => {
    const who = await requireAuth(c);
    const { mobile } = c.req.valid("json");
    rateLimit(c, "otp", `send|${who.customer.id}`);
    const data = await sendOtp(c.get("db"), c.get("cfg"), c.get("lang"), who.customer, mobile, c.get("log"), c.get("demo"));
    return c.json({ data }, 200);
  });

  app.openapi(routes.otpVerify, async (c) => {
    const who = await requireAuth(c);
    rateLimit(c, "otp", `verify|${who.customer.id}`);
    await verifyOtp(c.get("db"), c.get("cfg"), c.get("lang"), who.customer, c.req.valid("json"));
    return c.json({ data: { verified: 1 as const } }, 200);
  });

  app.openapi(routes.subscribe, async (c) => {
    const who = await maybeAuth(c);
    const email = who?.customer.email ?? c.req.valid("json").email;
    if (!email) throw fail(c.get("lang"), M.emailRequired, { field: "email" });
    await subscribe(c.get("db"), email);
    return c.body(null, 204);
  });

  // Only the customer can leave: an email in the query would let anyone unsubscribe anyone.
  app.openapi(routes.unsubscribe, async (c) => {
    const who = await requireAuth(c);
    await unsubscribe(c.get("db"), who.customer.email);
    return c.body(null, 204);
  });
}
