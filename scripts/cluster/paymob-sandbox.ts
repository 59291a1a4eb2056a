/**
 * The Paymob sandbox on its own port, for the cluster test (scripts/test-cluster.mjs): one
 * sandbox both storefront instances call, reached by browsers through nginx at
 * http://127.0.0.1:<nginx port>/paymob-sandbox (another origin than the shop's localhost).
 *
 * Environment: PORT (this listener), SHOP_PORT (nginx's), PAYMOB_API_KEY, PAYMOB_HMAC_SECRET.
 */
import express from "express";
import { parseEnv } from "../../app/server/env.server.ts";
import { SANDBOX_PATH, startPaymobSandbox } from "../../server/paymob/paymob-sandbox.ts";

const port = Number(process.env.PORT);
const shopPort = Number(process.env.SHOP_PORT);
// As if the sandbox lived in the shop's process behind nginx: its callbacks and returns go to nginx.
const env = parseEnv({
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  PORT: String(shopPort),
  PUBLIC_URL: `http://localhost:${shopPort}`,
  PAYMOB_API_KEY: process.env.PAYMOB_API_KEY,
  PAYMOB_HMAC_SECRET: process.env.PAYMOB_HMAC_SECRET,
});
const sandbox = startPaymobSandbox(env, (msg, data) => console.log(JSON.stringify({ msg, ...data })));
const app = express();
app.get("/healthz", (_req, res) => void res.json({ status: "ok" }));
app.use(SANDBOX_PATH, sandbox.handler);
app.listen(port, "127.0.0.1", () => console.log(JSON.stringify({ msg: `Paymob sandbox on ${port}`, baseUrl: sandbox.config.baseUrl })));
