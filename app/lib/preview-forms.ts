import { z } from "zod";
import { REPLACEMENT_REASONS } from "#domain/preview.js";
import { COMMENT_MAX_LENGTH, readChoice } from "./preview";

/**
 * The preview's forms, checked by their actions and in the browser. Apart from ~/lib/preview,
 * which the box and account pages use too: zod loads with these forms' pages only (decision 0055).
 */
export const replaceSchema = z.object({
  replacement_reason: z.enum(REPLACEMENT_REASONS, { error: "preview.error.reason_required" }),
  choice: z
    .string({ error: "preview.error.choice_required" })
    .refine((value) => readChoice(value) !== null, { message: "preview.error.choice_required" }),
});

export const commentSchema = z.object({
  comment: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    // Characters as people see them, as the API counts them (domain/preview normaliseComment)
    .refine((value) => [...value].length <= COMMENT_MAX_LENGTH, { message: "preview.error.comment_too_long" }),
});
