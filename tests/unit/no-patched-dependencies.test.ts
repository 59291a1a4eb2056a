import { existsSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import type { Alias, PluginOption, UserConfig } from "vite";
import { describe, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const root = path.resolve(import.meta.dirname, "../..");
type ConfigOf = (env: { command: "build"; mode: string; isSsrBuild: boolean }) => UserConfig;
const configs = [false, true].map((isSsrBuild) => (viteConfig as ConfigOf)({ command: "build", mode: "production", isSsrBuild }));

/** The names of the plugins in `option`, however nested or awaited. */
async function pluginNames(option: PluginOption): Promise<string[]> {
  const plugin: unknown = await option;
  if (Array.isArray(plugin)) return (await Promise.all(plugin.map((p: PluginOption) => pluginNames(p)))).flat();
  return plugin && typeof plugin === "object" && "name" in plugin ? [String(plugin.name)] : [];
}

// Decision record 070: a name a reader sees in an import is the package of that name, and every
// package is used as it is published.
describe("dependencies are used as published", () => {
  it("no alias in vite.config.ts takes the name of an installed package", () => {
    for (const config of configs) {
      for (const { find } of (config.resolve?.alias ?? []) as Alias[]) {
        const name = typeof find === "string" ? find : find.source.replace(/^\^|\$$/g, "");
        expect(existsSync(path.join(root, "node_modules", name, "package.json")), name).toBe(false);
      }
    }
  });

  it("the build has React Router's plugins and no plugin of ours that could rewrite or redirect a package", async () => {
    const framework = await pluginNames(reactRouter());
    for (const config of configs) expect(await pluginNames(config.plugins ?? [])).toEqual(framework);
  });
});
