import { useId } from "react";
import "./home.css";

const PALETTES = {
  kid: { blob: "#fdf0c4", body: "#f6c445", lid: "#e8ae2c", strap: "#b9791a", spark: "#3f6fd8" },
  woman: { blob: "#fbe3ec", body: "#ef7fa6", lid: "#dc6690", strap: "#a9466f", spark: "#c8643b" },
} as const;

const INK = "#2b2540";

/**
 * The open trunk (la malle) with clothes peeking out, drawn inline so the hero shows at once,
 * without an image request. Kids: striped jumper, dress, trainer; women: blouse, floral skirt, bag.
 */
export function TrunkIllustration({ theme, label }: { theme: "kid" | "woman"; label: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const colors = PALETTES[theme];
  return (
    <svg
      className="trunk-illustration"
      viewBox="0 0 480 420"
      width="480"
      height="420"
      role="img"
      aria-labelledby={`${id}-title`}
    >
      <title id={`${id}-title`}>{label}</title>
      <defs>
        <pattern id={`${id}-stripes`} width="14" height="14" patternUnits="userSpaceOnUse">
          <rect width="14" height="7" fill="#ffffff" />
        </pattern>
        <pattern id={`${id}-dots`} width="18" height="18" patternUnits="userSpaceOnUse">
          <circle cx="5" cy="5" r="2.6" fill="#ffffff" opacity=".85" />
          <circle cx="14" cy="13" r="2.6" fill="#ffffff" opacity=".85" />
        </pattern>
        <pattern id={`${id}-flowers`} width="30" height="30" patternUnits="userSpaceOnUse">
          <g fill="#fff6f8">
            <circle cx="8" cy="8" r="3.4" />
            <circle cx="14" cy="8" r="3.4" />
            <circle cx="11" cy="3" r="3.4" />
            <circle cx="11" cy="13" r="3.4" />
          </g>
          <circle cx="11" cy="8" r="2.4" fill="#f6c445" />
          <circle cx="25" cy="24" r="2.2" fill="#fff6f8" />
        </pattern>
      </defs>

      <circle cx="240" cy="222" r="188" fill={colors.blob} />
      <Sparkle x={66} y={96} size={16} color={colors.spark} />
      <Sparkle x={412} y={78} size={12} color={colors.spark} />
      <Sparkle x={436} y={214} size={9} color={colors.spark} />

      {/* Open lid, tilted back behind the clothes */}
      <g transform="rotate(-7 240 230)">
        <path
          d="M92 232 L104 112 Q106 98 120 98 L360 98 Q374 98 376 112 L388 232 Z"
          fill={colors.lid}
          stroke={INK}
          strokeWidth="5"
          strokeLinejoin="round"
        />
        <path d="M152 104 L146 232 M328 104 L334 232" stroke={colors.strap} strokeWidth="16" />
      </g>

      {theme === "kid" ? <KidClothes id={id} /> : <WomanClothes id={id} />}

      {/* Trunk body */}
      <rect x="70" y="232" width="340" height="150" rx="18" fill={colors.body} stroke={INK} strokeWidth="5" />
      <path d="M72 262 L408 262" stroke={INK} strokeWidth="4" opacity=".85" />
      <rect x="136" y="234" width="24" height="146" fill={colors.strap} />
      <rect x="320" y="234" width="24" height="146" fill={colors.strap} />
      <rect x="128" y="300" width="40" height="26" rx="5" fill="none" stroke={INK} strokeWidth="4" />
      <rect x="312" y="300" width="40" height="26" rx="5" fill="none" stroke={INK} strokeWidth="4" />
      {/* Clasp across the seam, handles on the sides */}
      <path
        d="M224 246 h32 v22 q0 12 -16 16 q-16 -4 -16 -16 Z"
        fill="#ffffff"
        stroke={INK}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M240 262 v8" stroke={INK} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M70 290 h-12 q-8 0 -8 8 v26 q0 8 8 8 h12"
        fill="none"
        stroke={INK}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path
        d="M410 290 h12 q8 0 8 8 v26 q0 8 -8 8 h-12"
        fill="none"
        stroke={INK}
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M92 356 h296" stroke={INK} strokeWidth="3" opacity=".25" strokeLinecap="round" />
      <ellipse cx="240" cy="396" rx="170" ry="10" fill={INK} opacity=".12" />
    </svg>
  );
}

function KidClothes({ id }: { id: string }) {
  return (
    <g stroke={INK} strokeWidth="4" strokeLinejoin="round">
      {/* Striped jumper */}
      <g transform="translate(96 118) rotate(-14 60 60)">
        <path
          d="M0 26 L34 2 L52 10 Q62 20 72 10 L90 2 L124 26 L110 62 L96 54 L96 150 L28 150 L28 54 L14 62 Z"
          fill="#1f3a5f"
        />
        <path
          d="M0 26 L34 2 L52 10 Q62 20 72 10 L90 2 L124 26 L110 62 L96 54 L96 150 L28 150 L28 54 L14 62 Z"
          fill={`url(#${id}-stripes)`}
          stroke="none"
        />
      </g>
      {/* Dress */}
      <g transform="translate(196 84) rotate(5 50 80)">
        <path d="M38 0 L62 0 L66 22 Q84 32 82 56 L108 170 L-8 170 L18 56 Q16 32 34 22 Z" fill="#f08a6e" />
        <path
          d="M38 0 L62 0 L66 22 Q84 32 82 56 L108 170 L-8 170 L18 56 Q16 32 34 22 Z"
          fill={`url(#${id}-dots)`}
          stroke="none"
        />
        <path d="M20 70 Q50 80 80 70" fill="none" />
      </g>
      {/* Trainer resting on the edge */}
      <g transform="translate(292 178) rotate(-8 60 30)">
        <path d="M4 40 Q2 10 30 10 L52 10 Q62 24 84 26 L108 32 Q122 36 122 48 L122 54 L4 54 Z" fill="#ffffff" />
        <path d="M4 54 L122 54 L122 62 Q122 66 116 66 L10 66 Q4 66 4 60 Z" fill="#3f6fd8" />
        <path d="M40 18 L56 34 M54 14 L68 28" fill="none" strokeLinecap="round" />
      </g>
    </g>
  );
}

function WomanClothes({ id }: { id: string }) {
  return (
    <g stroke={INK} strokeWidth="4" strokeLinejoin="round">
      {/* Blouse */}
      <g transform="translate(92 112) rotate(-12 60 70)">
        <path
          d="M0 30 L36 2 L54 2 L62 30 L70 2 L88 2 L124 30 L108 84 L96 78 L98 156 L26 156 L28 78 L16 84 Z"
          fill="#c8643b"
        />
        <path d="M62 30 L62 156" fill="none" strokeWidth="3" />
        <circle cx="62" cy="60" r="3" fill="#ffffff" strokeWidth="2" />
        <circle cx="62" cy="90" r="3" fill="#ffffff" strokeWidth="2" />
        <circle cx="62" cy="120" r="3" fill="#ffffff" strokeWidth="2" />
      </g>
      {/* Floral skirt */}
      <g transform="translate(206 96) rotate(6 50 70)">
        <path d="M14 0 L92 0 L120 150 L-14 150 Z" fill="#2f6f73" />
        <path d="M14 0 L92 0 L120 150 L-14 150 Z" fill={`url(#${id}-flowers)`} stroke="none" />
        <rect x="12" y="0" width="82" height="16" rx="3" fill="#245a5d" />
      </g>
      {/* Bag */}
      <g transform="translate(300 150) rotate(-6 50 50)">
        <path d="M26 34 Q26 0 54 0 Q82 0 82 34" fill="none" strokeWidth="6" />
        <rect x="4" y="30" width="100" height="76" rx="14" fill="#f6c445" />
        <path d="M4 56 L104 56" fill="none" strokeWidth="3" />
        <rect x="46" y="50" width="16" height="14" rx="3" fill="#ffffff" strokeWidth="3" />
      </g>
    </g>
  );
}

function Sparkle({ x, y, size, color }: { x: number; y: number; size: number; color: string }) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s} Z`}
      fill={color}
    />
  );
}
