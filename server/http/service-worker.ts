import { readFile } from "node:fs/promises";
import type { RequestHandler } from "express";

const PLACEHOLDER = "__BUILD_ID__";

/**
 * Serves /sw.js with this build's id written into its cache name, so each deployment's worker
 * differs byte for byte (browsers then install it) and drops the previous deployment's cache.
 * `no-cache` makes browsers revalidate it on every check; the scope is the whole site.
 */
export function serviceWorker(opts: { file: string; buildId: () => Promise<string> }): RequestHandler {
  let cached: { id: string; body: string } | undefined;
  return async (_req, res, next) => {
    try {
      const id = (await opts.buildId()).replace(/[^\w.-]/g, "");
      if (cached?.id !== id) cached = { id, body: (await readFile(opts.file, "utf8")).replace(PLACEHOLDER, id) };
      res.setHeader("Content-Type", "text/javascript; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("Service-Worker-Allowed", "/");
      res.send(cached.body);
    } catch (error) {
      next(error);
    }
  };
}
