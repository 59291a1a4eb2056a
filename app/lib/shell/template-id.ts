/**
 * The template numbers a store's `settings.template` may name (app/templates/index.ts holds a template
 * for each). Kept apart from the templates so the root's data can name one without importing their components.
 */
export const TEMPLATE_IDS = [1, 2, 3] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];
export const DEFAULT_TEMPLATE: TemplateId = 3;

/** The spec's rule: a known template number (number or numeric string), anything else is the default. */
export function templateId(value: unknown): TemplateId {
  if (typeof value !== "number" && typeof value !== "string") return DEFAULT_TEMPLATE;
  const n = Number(value);
  return (TEMPLATE_IDS as readonly number[]).includes(n) ? (n as TemplateId) : DEFAULT_TEMPLATE;
}
