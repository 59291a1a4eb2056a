import type { Template } from "./types";
import { template1 } from "./template-1";
import { template2 } from "./template-2";
import { template3 } from "./template-3";

export type { Template, LayoutProps } from "./types";

/**
 * `settings.template` → template. Adding a template: a folder beside this file (layouts, styles.css and an
 * index.ts exporting its Template) and one entry here; the setting's other values keep falling back to 3.
 */
const registry = { 1: template1, 2: template2, 3: template3 } satisfies Record<number, Template>;

export type TemplateId = keyof typeof registry;
export const DEFAULT_TEMPLATE: TemplateId = 3;

/** The spec's rule: a known template number (number or numeric string), anything else is the default. */
export function templateId(value: unknown): TemplateId {
  if (typeof value !== "number" && typeof value !== "string") return DEFAULT_TEMPLATE;
  const n = Number(value);
  return Number.isInteger(n) && Object.hasOwn(registry, n) ? (n as TemplateId) : DEFAULT_TEMPLATE;
}

export function getTemplate(id: unknown): Template {
  return registry[templateId(id)];
}
