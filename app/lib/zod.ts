import { z } from "zod";

// In the browser zod must not probe for `new Function` (its fast object parser): our CSP
// forbids eval, and Chromium reports the caught attempt as a CSP violation all the same.
// The setting has to come before the first schema is built, so every module that builds
// schemas the browser loads imports z from here. The server keeps the faster parser.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
