import type { ComponentType, ReactNode } from "react";
import type { RootData } from "~/lib/shell/root-data";

export type LayoutProps = { root: RootData; children: ReactNode };

/** What a template folder provides: its two layouts and its look for the shared product card. */
export interface Template {
  DefaultLayout: ComponentType<LayoutProps>;
  AuthLayout: ComponentType<LayoutProps>;
  /** Added to every ProductCard's class list; the template's styles.css gives it its look. */
  cardClass: string;
}
