import { type TemplateId, templateId } from "~/lib/shell/template-id";
import type { Template } from "./types";
import { template1 } from "./template-1";
import { template2 } from "./template-2";
import { template3 } from "./template-3";

export type { Template, LayoutProps } from "./types";
export { DEFAULT_TEMPLATE, type TemplateId, templateId } from "~/lib/shell/template-id";

/**
 * `settings.template` → template. Adding a template: a folder beside this file (layouts, styles.css and an
 * index.ts exporting its Template), its number in lib/template-id.ts and one entry here; the setting's other
 * values keep falling back to 3.
 */
const registry: Record<TemplateId, Template> = { 1: template1, 2: template2, 3: template3 };

export function getTemplate(id: unknown): Template {
  return registry[templateId(id)];
}
