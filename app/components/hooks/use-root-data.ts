import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/lib/shell/root-data";

/** Root loader data; undefined when the root loader did not run (bootstrap failed, site off). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
