import { z } from "zod";
import type { components } from "~/generated/api-schema";

/* Pure rules of the cart page and its action: the server parses the form, the browser draws the pending changes. */
type Cart = components["schemas"]["Cart"];

export type CartChange =
  | { intent: "add"; variant_id: number; quantity: number }
  | { intent: "add-look"; look_id: number; look_variant_ids: number[]; quantity: number }
  | { intent: "update"; line_id: number; quantity: number }
  | { intent: "remove"; line_id: number };

const id = z.coerce.number<string>().int().positive().max(2_147_483_647);
const quantity = z.coerce.number<string>().int().min(1).max(99);
const changeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), variant_id: id, quantity: quantity.default(1) }),
  z.object({
    intent: z.literal("add-look"),
    look_id: id,
    look_variant_ids: z.array(id).min(1).max(20),
    quantity: quantity.default(1),
  }),
  z.object({ intent: z.literal("update"), line_id: id, quantity }),
  z.object({ intent: z.literal("remove"), line_id: id }),
]);

/** The form's fields; a look's sizes come as one `look_variant_ids` field per product. */
export function readCartChange(form: FormData): CartChange | undefined {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form) if (name !== "look_variant_ids" && value !== "") fields[name] = value;
  if (form.has("look_variant_ids")) fields.look_variant_ids = form.getAll("look_variant_ids");
  const parsed = changeSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

export type PendingChange = { quantity?: number; removed?: boolean };

/** The cart as it will be once the pending changes are done. */
export function optimisticCart(cart: Cart, pending: Map<number, PendingChange>) {
  const lines = cart.lines
    .filter((line) => !pending.get(line.id)?.removed)
    .map((line) => {
      const quantity = pending.get(line.id)?.quantity ?? line.quantity;
      return { ...line, quantity, amount: Math.round(line.unit_price * quantity * 100) / 100 };
    });
  return {
    lines,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    amount: Math.round(lines.reduce((sum, line) => sum + line.amount, 0) * 100) / 100,
  };
}
