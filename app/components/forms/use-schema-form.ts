import { useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A Conform form checked in the browser with the schema its action checks on the server.
 * Errors appear on submit and then follow the typing: validating on blur would move the submit
 * button under a pointer that is pressing it (an error line vanishing as the field loses focus).
 */
export function useSchemaForm<Schema extends z.ZodObject | z.ZodPipe<z.ZodObject>>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
  } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The schema's own types, which parseWithZod loses on a generic schema
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema }) as Submission<z.input<Schema>, string[], z.output<Schema>>,
  });
}
