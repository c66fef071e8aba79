import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RevenueChart, niceCeiling } from "./dashboard-chart";

describe("niceCeiling", () => {
  it("rounds an axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(120)).toBe(200);
    expect(niceCeiling(4200)).toBe(5000);
    expect(niceCeiling(5000)).toBe(5000);
  });
});

describe("RevenueChart", () => {
  it("draws one bar per day, taller for more revenue, a dot for days with orders, and its text alternative", () => {
    const days = [
      { day: "2026-11-26", orders: 0, revenue_cents: 0 },
      { day: "2026-11-27", orders: 1, revenue_cents: 1000 },
      { day: "2026-11-28", orders: 2, revenue_cents: 4000 },
    ];
    const svg = renderToStaticMarkup(
      <RevenueChart days={days} label="Revenue per day" money={(c) => `${c / 100} €`} shortDay={(d) => d} />,
    );
    expect(svg).toContain('role="img"');
    expect(svg).toContain("<title>Revenue per day</title>");
    expect(svg.match(/class="bo-chart__bar"/g)).toHaveLength(3);
    expect(svg.match(/class="bo-chart__dot"/g)).toHaveLength(2);
    const bars = [...svg.matchAll(/<rect[^>]*height="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(bars[0]).toBe(0);
    expect(bars[2]).toBeGreaterThan(bars[1]!);
    expect(svg).toContain("50 €");
  });
});
