export { createPaymobSandbox, SANDBOX_TEST_CARDS, SANDBOX_TEST_WALLET, type PaymobSandbox, type PaymobSandboxOptions } from "./sandbox.ts";
