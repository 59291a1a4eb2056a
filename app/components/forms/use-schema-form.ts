import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "~/lib/zod";

// biome-ignore lint/suspicious/noExplicitAny: conform's own bound for a form's fields (Record<string, any>).
type Fields = Record<string, any>;
type FormOptions<S extends z.ZodType<Fields, Fields>> = Parameters<typeof useForm<z.input<S>, z.output<S>, string[]>>[0];

/**
 * Every form's conform setup in one place (decision record 077): the schema's constraints on the
 * fields (what the browser checks without JavaScript), the same schema checking in the browser
 * as on the server, a field checked when left and again as it is corrected. A form passes only
 * what differs: its id, the action's answer, starting values, when to check, or its own
 * `onValidate` (one that picks the schema by the button pressed, or adds a form-level message).
 */
export function useSchemaForm<S extends z.ZodType<Fields, Fields>>(schema: S, options: Omit<FormOptions<S>, "constraint"> = {}) {
  return useForm<z.input<S>, z.output<S>, string[]>({
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
  });
}
