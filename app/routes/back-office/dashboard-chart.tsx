/**
 * The dashboard's chart, drawn on the server as inline SVG (issue 25: no chart library in the
 * shop's bundle): one bar per day for the revenue, a dot per day for the number of orders on its
 * own scale, the highest values written on the axes. It needs no script and prints as it shows.
 */

export type ChartDay = { day: string; orders: number; revenue_cents: number };

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 48, bottom: 28, left: 72 };

/** A round ceiling for an axis: 1, 2 or 5 times a power of ten, at least the value (1 when all is 0). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

export function RevenueChart({
  days,
  label,
  money,
  shortDay,
}: {
  days: ChartDay[];
  label: string;
  money: (cents: number) => string;
  shortDay: (day: string) => string;
}) {
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const maxRevenue = niceCeiling(Math.max(0, ...days.map((d) => d.revenue_cents)));
  const maxOrders = niceCeiling(Math.max(0, ...days.map((d) => d.orders)));
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.7);
  const y = (value: number, max: number) => PAD.top + plotH - (value / max) * plotH;
  return (
    <svg
      className="bo-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(maxRevenue * f, maxRevenue)}
            y2={y(maxRevenue * f, maxRevenue)}
            className="bo-chart__grid"
          />
          <text x={PAD.left - 6} y={y(maxRevenue * f, maxRevenue) + 4} textAnchor="end" className="bo-chart__axis">
            {money(maxRevenue * f)}
          </text>
          {/* Orders are whole: their axis names its ends only */}
          {f !== 0.5 && (
            <text
              x={WIDTH - PAD.right + 6}
              y={y(maxOrders * f, maxOrders) + 4}
              textAnchor="start"
              className="bo-chart__axis bo-chart__axis--orders"
            >
              {maxOrders * f}
            </text>
          )}
        </g>
      ))}
      {days.map((d, i) => {
        const x = PAD.left + i * step + (step - barW) / 2;
        const top = y(d.revenue_cents, maxRevenue);
        return (
          <g key={d.day} data-day={d.day}>
            <rect x={x} y={top} width={barW} height={PAD.top + plotH - top} className="bo-chart__bar">
              <title>{`${shortDay(d.day)}: ${money(d.revenue_cents)}, ${d.orders}`}</title>
            </rect>
            {d.orders > 0 && <circle cx={x + barW / 2} cy={y(d.orders, maxOrders)} r={3} className="bo-chart__dot" />}
          </g>
        );
      })}
      {days.length > 0 && (
        <>
          <text x={PAD.left} y={HEIGHT - 8} className="bo-chart__axis">
            {shortDay(days[0]!.day)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="bo-chart__axis">
            {shortDay(days.at(-1)!.day)}
          </text>
        </>
      )}
    </svg>
  );
}
