import { describe, expect, it } from "vitest";
import { optimisticCart, readCartChange } from "~/lib/cart";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("readCartChange", () => {
  it("reads a size to add, one piece by default", () => {
    expect(
      readCartChange(
        form([
          ["intent", "add"],
          ["variant_id", "12"],
        ]),
      ),
    ).toEqual({
      intent: "add",
      variant_id: 12,
      quantity: 1,
    });
  });

  it("reads a look's sizes from the repeated field", () => {
    const change = readCartChange(
      form([
        ["intent", "add-look"],
        ["look_id", "3"],
        ["look_variant_ids", "7"],
        ["look_variant_ids", "9"],
        ["stay", "1"],
      ]),
    );
    expect(change).toEqual({ intent: "add-look", look_id: 3, look_variant_ids: [7, 9], quantity: 1 });
  });

  it("reads quantity changes and removals", () => {
    expect(
      readCartChange(
        form([
          ["intent", "update"],
          ["line_id", "4"],
          ["quantity", "3"],
        ]),
      ),
    ).toEqual({
      intent: "update",
      line_id: 4,
      quantity: 3,
    });
    expect(
      readCartChange(
        form([
          ["intent", "remove"],
          ["line_id", "4"],
        ]),
      ),
    ).toEqual({ intent: "remove", line_id: 4 });
  });

  it.each([
    [[["intent", "add"]]],
    [
      [
        ["intent", "add"],
        ["variant_id", "abc"],
      ],
    ],
    [
      [
        ["intent", "update"],
        ["line_id", "4"],
        ["quantity", "0"],
      ],
    ],
    [
      [
        ["intent", "update"],
        ["line_id", "4"],
        ["quantity", "100"],
      ],
    ],
    [
      [
        ["intent", "add-look"],
        ["look_id", "3"],
      ],
    ],
    [[["intent", "empty-everything"]]],
    [[]],
  ] as [string, string][][][])("refuses %j", (entries) => {
    expect(readCartChange(form(entries))).toBeUndefined();
  });
});

describe("optimisticCart", () => {
  const line = (id: number, quantity: number, unit: number) => ({
    id,
    quantity,
    unit_price: unit,
    amount: unit * quantity,
    product_id: id,
    variant_id: id,
    look_id: null,
    look_variant_ids: null,
    product: null,
    look: null,
    max_quantity: 5,
  });
  const cart = { cart_token: null, lines: [line(1, 1, 19.9), line(2, 2, 10)], items_count: 3, items_amount_ttc: 39.9 };

  it("is the cart itself with nothing pending", () => {
    expect(optimisticCart(cart, new Map())).toMatchObject({ count: 3, amount: 39.9 });
  });

  it("shows the new quantities and hides removed lines at once", () => {
    const shown = optimisticCart(
      cart,
      new Map([
        [1, { quantity: 3 }],
        [2, { removed: true }],
      ]),
    );
    expect(shown.lines.map((l) => [l.id, l.quantity, l.amount])).toEqual([[1, 3, 59.7]]);
    expect(shown).toMatchObject({ count: 3, amount: 59.7 });
  });
});
