/**
 * The generated pictures of the shop (flat SVG drawings, no I/O) until photos exist:
 *
 * - drawProductSvg: a garment (t-shirt, sweater, trousers, dress, shoes…) in its colour and print,
 *   on a soft background, 600x750 viewBox, with a <title> for accessibility.
 * - drawAvatarSvg: a stylist portrait (illustrated head and shoulders on a colour disc).
 * - drawOgSvg: a 1200x630 Open Graph card with the page title.
 * - drawInstagramSvg: a square "flat lay" of two or three garments for the Instagram wall.
 * - drawBrandLogoSvg: a brand wordmark.
 *
 * The drawing inputs are stored with the rows (products.shape/color/pattern, stylists.color/avatar,
 * instagram_media.illustration, seo_metadata.profile_type); their vocabulary, which types those columns,
 * lives in domain/drawings.ts (decision 0040: the schema takes it from there, not from this module).
 * Every drawing takes an optional idPrefix so several SVGs inlined in one page never share ids.
 * Colours are interpolated into attributes as they are: callers pass validated #rrggbb values.
 */
import type { AvatarStyle, Decoration, FlatLay, GarmentShape, GarmentSpec, Pattern, Theme } from "#domain/drawings.js";

// ---------------------------------------------------------------------------------------------
// Colour helpers

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full =
    h.length === 3
      ? h
          .split("")
          .map((c) => c + c)
          .join("")
      : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return (
    "#" +
    [r, g, b]
      .map((v) =>
        Math.round(Math.min(255, Math.max(0, v)))
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

/** Mixes colour a toward colour b; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Relative luminance (0 = black, 1 = white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The colour used for a print on a garment: cream on dark fabrics, a deeper shade on light ones. */
function printColour(fabric: string): string {
  return luminance(fabric) < 0.35 ? "#fbf6ec" : mix(fabric, "#1f2a44", 0.55);
}

/** XML-escapes a text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function safeId(text: string): string {
  return text.replace(/[^a-zA-Z0-9_-]/g, "-");
}

// ---------------------------------------------------------------------------------------------
// Prints

function patternDef(id: string, pattern: Pattern, fabric: string): string {
  const c = printColour(fabric);
  switch (pattern) {
    case "plain":
      return "";
    case "stripes":
      return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><rect y="4" width="40" height="14" fill="${c}"/></pattern>`;
    case "dots":
      return `<pattern id="${id}" width="44" height="44" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="6" fill="${c}"/><circle cx="33" cy="33" r="6" fill="${c}"/></pattern>`;
    case "checks":
      return `<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="30" height="60" fill="${c}" opacity=".35"/><rect width="60" height="30" fill="${c}" opacity=".35"/></pattern>`;
    case "flowers": {
      const heart = luminance(fabric) < 0.35 ? "#f6c945" : "#fbf6ec";
      const petals = [0, 72, 144, 216, 288]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return `<circle cx="${(35 + Math.cos(r) * 9).toFixed(1)}" cy="${(35 + Math.sin(r) * 9).toFixed(1)}" r="7" fill="${c}"/>`;
        })
        .join("");
      return `<pattern id="${id}" width="70" height="70" patternUnits="userSpaceOnUse">${petals}<circle cx="35" cy="35" r="4.5" fill="${heart}"/><circle cx="2" cy="2" r="3" fill="${c}" opacity=".6"/></pattern>`;
    }
    case "stars":
      return `<pattern id="${id}" width="64" height="64" patternUnits="userSpaceOnUse"><path d="${starPath(20, 20, 10, 4.2)}" fill="${c}"/><path d="${starPath(52, 50, 6, 2.6)}" fill="${c}" opacity=".7"/></pattern>`;
  }
}

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(cx + Math.cos(angle) * radius).toFixed(1)} ${(cy + Math.sin(angle) * radius).toFixed(1)}`);
  }
  return `M${points.join(" L")} Z`;
}

// ---------------------------------------------------------------------------------------------
// Garment silhouettes, in a 600x750 space

interface ShapeParts {
  /** Fabric areas: filled with the colour, then the print, then outlined. */
  body: { d: string; transform?: string }[];
  /** Seams, buttons, soles… drawn on top. `{ink}` and `{light}` are replaced by the outline and a light tone. */
  details: string;
}

const SNEAKER_UPPER = "M0 110 L0 42 Q2 12 32 8 L84 0 Q112 36 160 44 L228 58 Q292 70 300 110 Z";
const SNEAKER_SOLE = "M-6 108 L306 108 Q310 132 292 138 L6 138 Q-10 132 -6 108 Z";

function sneaker(x: number, y: number): string {
  return (
    `<g transform="translate(${x} ${y})"><path d="${SNEAKER_SOLE}" fill="{light}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M92 22 L112 52 M112 16 L130 48 M132 12 L148 44" stroke="{light}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M10 124 L290 124" stroke="{ink}" stroke-width="2" stroke-dasharray="8 8" opacity=".5"/></g>`
  );
}

function shapeParts(shape: GarmentShape): ShapeParts {
  switch (shape) {
    case "tshirt":
      return {
        body: [
          {
            d: "M232 170 L268 158 Q300 192 332 158 L368 170 L458 234 L424 302 L388 284 L388 600 L212 600 L212 284 L176 302 L142 234 Z",
          },
        ],
        details: `<path d="M268 158 Q300 192 332 158" fill="none" stroke="{ink}" stroke-width="8" stroke-linecap="round"/><path d="M212 578 L388 578" stroke="{ink}" stroke-width="2" stroke-dasharray="7 7" opacity=".5"/>`,
      };
    case "sweater":
      return {
        body: [
          {
            d: "M228 168 L270 156 Q300 184 330 156 L372 168 Q420 182 436 236 L470 540 L424 550 L392 310 L392 600 L208 600 L208 310 L176 550 L130 540 L164 236 Q180 182 228 168 Z",
          },
        ],
        details:
          `<path d="M270 156 Q300 184 330 156" fill="none" stroke="{ink}" stroke-width="10" stroke-linecap="round"/>` +
          `<path d="M208 574 L392 574 M134 516 L176 524 M466 516 L424 524" stroke="{ink}" stroke-width="3" opacity=".55"/>` +
          `<path d="M226 580 L226 598 M250 580 L250 598 M274 580 L274 598 M298 580 L298 598 M322 580 L322 598 M346 580 L346 598 M370 580 L370 598" stroke="{ink}" stroke-width="2" opacity=".35"/>`,
      };
    case "cardigan":
      return {
        body: [
          {
            d: "M228 168 L270 156 L300 262 L330 156 L372 168 Q420 182 436 236 L470 540 L424 550 L392 310 L392 600 L208 600 L208 310 L176 550 L130 540 L164 236 Q180 182 228 168 Z",
          },
        ],
        details:
          `<path d="M270 156 L300 262 L330 156 M300 262 L300 600" fill="none" stroke="{ink}" stroke-width="4"/>` +
          [316, 372, 428, 484, 540]
            .map((y) => `<circle cx="314" cy="${y}" r="7" fill="{light}" stroke="{ink}" stroke-width="2.5"/>`)
            .join("") +
          `<path d="M208 574 L392 574" stroke="{ink}" stroke-width="3" opacity=".55"/>`,
      };
    case "shirt":
      return {
        body: [
          {
            d: "M228 168 L270 154 L300 186 L330 154 L372 168 Q420 182 436 236 L470 540 L424 550 L392 310 L392 604 Q300 620 208 604 L208 310 L176 550 L130 540 L164 236 Q180 182 228 168 Z",
          },
        ],
        details:
          `<path d="M270 154 L300 186 L282 214 L254 168 Z M330 154 L300 186 L318 214 L346 168 Z" fill="{light}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>` +
          `<path d="M300 200 L300 610" stroke="{ink}" stroke-width="3"/>` +
          [250, 320, 390, 460, 530]
            .map((y) => `<circle cx="300" cy="${y}" r="5.5" fill="{light}" stroke="{ink}" stroke-width="2"/>`)
            .join(""),
      };
    case "coat":
      return {
        body: [
          {
            d: "M222 160 L272 148 L300 250 L328 148 L378 160 Q426 176 440 232 L474 560 L428 570 L398 320 L404 650 L196 650 L202 320 L172 570 L126 560 L160 232 Q174 176 222 160 Z",
          },
        ],
        details:
          `<path d="M272 148 L300 250 L262 230 L250 170 Z M328 148 L300 250 L338 230 L350 170 Z" fill="{shade}" stroke="{ink}" stroke-width="4" stroke-linejoin="round"/>` +
          `<path d="M300 250 L300 650" stroke="{ink}" stroke-width="3"/>` +
          [300, 380, 460]
            .map(
              (y) => `<circle cx="282" cy="${y}" r="8" fill="{ink}"/><circle cx="318" cy="${y}" r="8" fill="{ink}"/>`,
            )
            .join("") +
          `<path d="M222 500 L270 500 M330 500 L378 500" stroke="{ink}" stroke-width="4" stroke-linecap="round"/>`,
      };
    case "trousers":
      return {
        body: [{ d: "M212 150 L388 150 L408 640 L322 640 L300 300 L278 640 L192 640 Z" }],
        details:
          `<path d="M212 184 L388 184" stroke="{ink}" stroke-width="3"/>` +
          `<path d="M300 184 L300 280" stroke="{ink}" stroke-width="3"/>` +
          `<path d="M222 196 Q256 208 262 238 M378 196 Q344 208 338 238" fill="none" stroke="{ink}" stroke-width="3" opacity=".7"/>` +
          `<path d="M240 150 L240 184 M300 150 L300 184 M360 150 L360 184" stroke="{ink}" stroke-width="3" opacity=".5"/>`,
      };
    case "shorts":
      return {
        body: [{ d: "M206 230 L394 230 L420 470 L318 478 L300 340 L282 478 L180 470 Z" }],
        details:
          `<path d="M206 262 L394 262" stroke="{ink}" stroke-width="3"/>` +
          `<path d="M300 262 L300 330" stroke="{ink}" stroke-width="3"/>` +
          `<path d="M186 446 L282 454 M318 454 L414 446" stroke="{ink}" stroke-width="2" stroke-dasharray="7 7" opacity=".5"/>`,
      };
    case "skirt":
      return {
        body: [{ d: "M236 210 L364 210 L440 560 Q300 592 160 560 Z" }],
        details:
          `<path d="M232 244 L368 244" stroke="{ink}" stroke-width="3"/>` +
          `<path d="M262 246 L230 572 M300 246 L300 578 M338 246 L370 572" stroke="{ink}" stroke-width="2.5" opacity=".45"/>`,
      };
    case "dress":
      return {
        body: [
          {
            d: "M250 150 L280 142 Q300 172 320 142 L350 150 L392 176 L376 232 L352 222 L340 300 L448 610 Q300 642 152 610 L260 300 L248 222 L224 232 L208 176 Z",
          },
        ],
        details:
          `<path d="M280 142 Q300 172 320 142" fill="none" stroke="{ink}" stroke-width="7" stroke-linecap="round"/>` +
          `<path d="M262 296 Q300 308 338 296" fill="none" stroke="{ink}" stroke-width="5"/>` +
          `<path d="M166 590 Q300 622 434 590" fill="none" stroke="{ink}" stroke-width="2" stroke-dasharray="7 7" opacity=".5"/>`,
      };
    case "overalls":
      return {
        body: [
          { d: "M236 230 L364 230 L364 300 L392 300 L408 640 L322 640 L300 400 L278 640 L192 640 L208 300 L236 300 Z" },
          { d: "M236 234 L252 234 L232 128 L214 132 Z" },
          { d: "M364 234 L348 234 L368 128 L386 132 Z" },
        ],
        details:
          `<rect x="264" y="252" width="72" height="54" rx="8" fill="none" stroke="{ink}" stroke-width="3"/>` +
          `<circle cx="246" cy="246" r="8" fill="{light}" stroke="{ink}" stroke-width="2.5"/><circle cx="354" cy="246" r="8" fill="{light}" stroke="{ink}" stroke-width="2.5"/>` +
          `<path d="M208 330 L392 330" stroke="{ink}" stroke-width="3" opacity=".6"/>`,
      };
    case "bodysuit":
      return {
        body: [
          {
            d: "M236 170 L270 160 Q300 188 330 160 L364 170 L430 222 L404 282 L376 266 L380 470 Q376 540 330 560 L316 600 L284 600 L270 560 Q224 540 220 470 L224 266 L196 282 L170 222 Z",
          },
        ],
        details:
          `<path d="M270 160 Q300 188 330 160" fill="none" stroke="{ink}" stroke-width="8" stroke-linecap="round"/>` +
          `<circle cx="292" cy="588" r="4" fill="{light}" stroke="{ink}" stroke-width="2"/><circle cx="308" cy="588" r="4" fill="{light}" stroke="{ink}" stroke-width="2"/>`,
      };
    case "pyjama":
      return {
        body: [
          {
            d: "M236 150 L270 140 Q300 166 330 140 L364 150 Q404 164 416 210 L444 420 L404 428 L384 280 L388 470 L396 640 L318 640 L300 500 L282 640 L204 640 L212 470 L216 280 L196 428 L156 420 L184 210 Q196 164 236 150 Z",
          },
        ],
        details:
          `<path d="M270 140 Q300 166 330 140" fill="none" stroke="{ink}" stroke-width="8" stroke-linecap="round"/>` +
          `<path d="M300 160 L300 496" stroke="{ink}" stroke-width="3" stroke-dasharray="6 5"/>` +
          `<path d="M160 404 L402 404" stroke="none"/>` +
          `<path d="M206 616 L282 616 M318 616 L394 616 M158 404 L402 412" stroke="{ink}" stroke-width="3" opacity=".4"/>`,
      };
    case "swimsuit":
      return {
        body: [
          {
            d: "M244 172 L276 172 Q300 226 324 172 L356 172 L362 296 Q382 356 368 424 L402 526 Q346 530 320 578 L280 578 Q254 530 198 526 L232 424 Q218 356 238 296 Z",
          },
        ],
        details:
          `<path d="M276 172 Q300 226 324 172" fill="none" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>` +
          `<path d="M240 304 Q300 324 360 304" fill="none" stroke="{ink}" stroke-width="3" opacity=".5"/>` +
          `<path d="M210 520 Q258 526 282 570 M390 520 Q342 526 318 570" fill="none" stroke="{ink}" stroke-width="2" stroke-dasharray="6 6" opacity=".5"/>`,
      };
    case "shoes":
      return {
        body: [
          { d: SNEAKER_UPPER, transform: "translate(130 300)" },
          { d: SNEAKER_UPPER, transform: "translate(170 452)" },
        ],
        details: sneaker(130, 300) + sneaker(170, 452),
      };
    case "hat":
      return {
        body: [
          { d: "M180 466 Q180 256 300 244 Q420 256 420 466 Z" },
          { d: "M166 450 L434 450 Q442 500 434 546 L166 546 Q158 500 166 450 Z" },
        ],
        details:
          `<circle cx="300" cy="224" r="44" fill="{light}" stroke="{ink}" stroke-width="4"/>` +
          [190, 220, 250, 280, 310, 340, 370, 400]
            .map((x) => `<path d="M${x + 12} 460 L${x + 12} 536" stroke="{ink}" stroke-width="2.5" opacity=".35"/>`)
            .join(""),
      };
    case "bag":
      return {
        body: [{ d: "M170 320 L430 320 L452 622 Q300 640 148 622 Z" }],
        details:
          `<path d="M236 322 Q236 208 300 208 Q364 208 364 322" fill="none" stroke="{ink}" stroke-width="16" stroke-linecap="round"/>` +
          `<path d="M236 322 Q236 208 300 208 Q364 208 364 322" fill="none" stroke="{shade}" stroke-width="9" stroke-linecap="round"/>` +
          `<path d="M176 352 L424 352" stroke="{ink}" stroke-width="2" stroke-dasharray="7 7" opacity=".5"/>`,
      };
    case "scarf":
      return {
        body: [
          { d: "M196 164 Q300 214 404 164 L424 236 Q300 286 176 236 Z" },
          { d: "M244 236 L300 246 L292 600 L228 590 Z" },
          { d: "M318 244 L372 232 L404 580 L340 594 Z" },
        ],
        details:
          [232, 246, 260, 274, 288]
            .map(
              (x) =>
                `<path d="M${x} ${600 - (x - 228) * 0.15} L${x - 2} ${626 - (x - 228) * 0.15}" stroke="{ink}" stroke-width="3" stroke-linecap="round"/>`,
            )
            .join("") +
          [344, 358, 372, 386, 400]
            .map(
              (x) =>
                `<path d="M${x} ${592 - (x - 340) * 0.25} L${x + 2} ${618 - (x - 340) * 0.25}" stroke="{ink}" stroke-width="3" stroke-linecap="round"/>`,
            )
            .join(""),
      };
  }
}

/** The garment drawn in the 600x750 space, without background: reused by the flat lays. */
function garmentGroup(spec: GarmentSpec, idPrefix: string): { defs: string; body: string } {
  const parts = shapeParts(spec.shape);
  const ink = mix(spec.color, "#1b1f2e", 0.62);
  const light = "#fffdf8";
  const shade = mix(spec.color, "#1b1f2e", 0.2);
  const patternId = `${idPrefix}-print`;
  const defs = patternDef(patternId, spec.pattern, spec.color);
  const layers = parts.body
    .map(({ d, transform }) => {
      const t = transform ? ` transform="${transform}"` : "";
      const print = defs ? `<path d="${d}"${t} fill="url(#${patternId})"/>` : "";
      return `<path d="${d}"${t} fill="${spec.color}"/>${print}<path d="${d}"${t} fill="none" stroke="${ink}" stroke-width="5" stroke-linejoin="round"/>`;
    })
    .join("");
  const details = parts.details
    .replace(/\{ink\}/g, ink)
    .replace(/\{light\}/g, light)
    .replace(/\{shade\}/g, shade);
  return {
    defs,
    body: `<ellipse cx="300" cy="668" rx="178" ry="18" fill="#1b1f2e" opacity=".07"/>${layers}${details}`,
  };
}

export interface ProductImageInput extends GarmentSpec {
  /** Accessible name, e.g. the product name in the page's language. */
  title: string;
  /** Optional background tint; by default a very light tone of the garment colour. */
  background?: string;
  idPrefix?: string;
}

/** A product illustration, 600x750. */
export function drawProductSvg(input: ProductImageInput): string {
  const id = safeId(input.idPrefix ?? `p-${input.shape}-${input.color}-${input.pattern}`);
  const bg = input.background ?? mix(input.color, "#fbf7f0", luminance(input.color) > 0.7 ? 0.55 : 0.84);
  const blob = mix(bg, "#ffffff", 0.45);
  const { defs, body } = garmentGroup(input, id);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 750" width="600" height="750" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(input.title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    `<rect width="600" height="750" fill="${bg}"/>` +
    `<circle cx="300" cy="380" r="250" fill="${blob}"/>` +
    body +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Stylist avatars

export interface AvatarInput extends AvatarStyle {
  /** Accessible name, e.g. "Portrait illustré de Léa". */
  title: string;
  /** Background colour of the disc. */
  color: string;
  idPrefix?: string;
}

/** A round illustrated portrait, 400x400. */
export function drawAvatarSvg(input: AvatarInput): string {
  const id = safeId(input.idPrefix ?? `avatar-${input.color}`);
  const hair = input.hair ?? "#3b2a20";
  const skin = input.skin ?? "#e9b99a";
  const top = mix(input.color, "#1b1f2e", 0.35);
  const style = input.hairStyle ?? "bob";
  const back =
    style === "long"
      ? `<path d="M128 190 Q122 96 200 92 Q278 96 272 190 L284 300 Q200 322 116 300 Z" fill="${hair}"/>`
      : style === "bob"
        ? `<path d="M132 200 Q124 100 200 94 Q276 100 268 200 L270 246 Q200 262 130 246 Z" fill="${hair}"/>`
        : style === "bun"
          ? `<circle cx="200" cy="84" r="34" fill="${hair}"/><path d="M140 180 Q136 104 200 100 Q264 104 260 180 Z" fill="${hair}"/>`
          : `<path d="M142 176 Q138 104 200 100 Q262 104 258 176 Z" fill="${hair}"/>`;
  const fringe =
    style === "short"
      ? `<path d="M146 170 Q160 118 212 118 Q250 120 256 168 Q224 136 186 146 Q160 152 146 170 Z" fill="${hair}"/>`
      : `<path d="M142 178 Q150 116 204 114 Q256 118 260 176 Q236 140 200 138 Q164 142 142 178 Z" fill="${hair}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(input.title)}</title>` +
    `<defs><clipPath id="${id}-disc"><circle cx="200" cy="200" r="200"/></clipPath></defs>` +
    `<g clip-path="url(#${id}-disc)">` +
    `<rect width="400" height="400" fill="${input.color}"/>` +
    `<circle cx="320" cy="86" r="54" fill="${mix(input.color, "#ffffff", 0.35)}"/>` +
    back +
    `<path d="M70 400 Q76 300 200 290 Q324 300 330 400 Z" fill="${top}"/>` +
    `<path d="M176 250 L176 298 Q200 314 224 298 L224 250 Z" fill="${mix(skin, "#6b3f2a", 0.12)}"/>` +
    `<ellipse cx="200" cy="186" rx="58" ry="70" fill="${skin}"/>` +
    fringe +
    `<circle cx="178" cy="192" r="5" fill="#2b2b2e"/><circle cx="222" cy="192" r="5" fill="#2b2b2e"/>` +
    `<path d="M184 222 Q200 234 216 222" fill="none" stroke="#9c4a3c" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="166" cy="212" r="9" fill="#f08a6e" opacity=".35"/><circle cx="234" cy="212" r="9" fill="#f08a6e" opacity=".35"/>` +
    `</g></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Open Graph cards

export const THEME_COLOURS: Record<Theme, { background: string; accent: string; ink: string; soft: string }> = {
  kid: { background: "#fff3c4", accent: "#f6c945", ink: "#1f3a5f", soft: "#8ec5e8" },
  woman: { background: "#fbe3e8", accent: "#e98aa0", ink: "#4a2336", soft: "#c8643b" },
};

function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && (current + " " + word).length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

export interface OgInput {
  title: string;
  subtitle?: string;
  theme: Theme;
  /** Accessible name of the card; defaults to the title. */
  alt?: string;
  /** Garments drawn on the right side of the card. */
  garments?: GarmentSpec[];
  idPrefix?: string;
}

/** A 1200x630 social sharing card. */
export function drawOgSvg(input: OgInput): string {
  const id = safeId(input.idPrefix ?? `og-${input.theme}`);
  const colours = THEME_COLOURS[input.theme];
  const titleLines = wrapWords(input.title, 20, 4);
  const subtitleLines = input.subtitle ? wrapWords(input.subtitle, 38, 2) : [];
  const garments = input.garments ?? defaultGarments(input.theme);
  const placed = garments.slice(0, 2).map((g, i) => {
    const { defs, body } = garmentGroup(g, `${id}-g${i}`);
    const x = i === 0 ? 740 : 890;
    const y = i === 0 ? 110 : 200;
    const scale = i === 0 ? 0.52 : 0.46;
    return { defs, body: `<g transform="translate(${x} ${y}) scale(${scale})">${body}</g>` };
  });
  const titleSvg = titleLines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 66}">${escapeXml(line)}</tspan>`)
    .join("");
  const subtitleY = 236 + titleLines.length * 66;
  const subtitleSvg = subtitleLines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 38}">${escapeXml(line)}</tspan>`)
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(input.alt ?? input.title)}</title>` +
    `<defs>${placed.map((p) => p.defs).join("")}</defs>` +
    `<rect width="1200" height="630" fill="${colours.background}"/>` +
    `<circle cx="980" cy="330" r="260" fill="#ffffff" opacity=".55"/>` +
    `<circle cx="120" cy="560" r="90" fill="${colours.accent}" opacity=".35"/>` +
    placed.map((p) => p.body).join("") +
    `<text x="80" y="120" font-family="Georgia, 'Times New Roman', serif" font-size="40" font-style="italic" fill="${colours.ink}">la malle</text>` +
    `<rect x="80" y="146" width="64" height="6" rx="3" fill="${colours.accent}"/>` +
    `<text x="80" y="236" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="56" font-weight="700" fill="${colours.ink}">${titleSvg}</text>` +
    (subtitleSvg
      ? `<text x="80" y="${subtitleY}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="30" fill="${colours.ink}" opacity=".8">${subtitleSvg}</text>`
      : "") +
    `</svg>`
  );
}

function defaultGarments(theme: Theme): GarmentSpec[] {
  return theme === "kid"
    ? [
        { shape: "sweater", color: "#1f3a5f", pattern: "stripes" },
        { shape: "dress", color: "#f6c945", pattern: "flowers" },
      ]
    : [
        { shape: "shirt", color: "#efe6d2", pattern: "stripes" },
        { shape: "dress", color: "#e98aa0", pattern: "dots" },
      ];
}

// ---------------------------------------------------------------------------------------------
// Instagram flat lays

export interface InstagramImageInput extends FlatLay {
  title: string;
  idPrefix?: string;
}

const FLAT_LAY_SLOTS: Record<number, { x: number; y: number; s: number; r: number }[]> = {
  1: [{ x: 90, y: -45, s: 1.5, r: -4 }],
  2: [
    { x: -30, y: 60, s: 1.15, r: -8 },
    { x: 460, y: 150, s: 1.05, r: 7 },
  ],
  3: [
    { x: -40, y: -40, s: 0.95, r: -9 },
    { x: 480, y: 20, s: 0.85, r: 8 },
    { x: 300, y: 470, s: 0.8, r: -5 },
  ],
};

function decorationSvg(kind: Decoration, colour: string): string {
  switch (kind) {
    case "sun":
      return `<g transform="translate(150 880)"><circle r="58" fill="${colour}"/>${[0, 45, 90, 135, 180, 225, 270, 315]
        .map((a) => `<rect x="-5" y="-100" width="10" height="26" rx="5" fill="${colour}" transform="rotate(${a})"/>`)
        .join("")}</g>`;
    case "leaves":
      return `<g transform="translate(130 860) rotate(-30)" fill="${colour}"><path d="M0 0 Q60 -60 120 0 Q60 60 0 0 Z"/><path d="M40 70 Q100 10 160 70 Q100 130 40 70 Z" opacity=".8"/><path d="M-10 0 L170 80" stroke="${colour}" stroke-width="6"/></g>`;
    case "stars":
      return `<g fill="${colour}"><path d="${starPath(140, 880, 46, 20)}"/><path d="${starPath(250, 960, 26, 11)}"/><path d="${starPath(960, 110, 30, 13)}"/></g>`;
    case "hearts":
      return `<g fill="${colour}"><path d="M150 900 C150 860 200 850 210 890 C220 850 270 860 270 900 C270 940 210 970 210 990 C210 970 150 940 150 900 Z"/><path d="M930 90 C930 70 956 64 962 86 C968 64 994 70 994 90 C994 112 962 128 962 140 C962 128 930 112 930 90 Z" opacity=".8"/></g>`;
  }
}

/** A square 1080x1080 flat lay. */
export function drawInstagramSvg(input: InstagramImageInput): string {
  const id = safeId(input.idPrefix ?? `ig-${input.theme}`);
  const garments = input.garments.slice(0, 3);
  const slots = FLAT_LAY_SLOTS[garments.length] ?? FLAT_LAY_SLOTS[1]!;
  const colours = THEME_COLOURS[input.theme];
  const placed = garments.map((g, i) => {
    const slot = slots[i]!;
    const { defs, body } = garmentGroup(g, `${id}-g${i}`);
    return {
      defs,
      body: `<g transform="translate(${slot.x} ${slot.y}) scale(${slot.s}) rotate(${slot.r} 300 375)">${body}</g>`,
    };
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1080 1080" width="1080" height="1080" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(input.title)}</title>` +
    `<defs>${placed.map((p) => p.defs).join("")}</defs>` +
    `<rect width="1080" height="1080" fill="${input.background}"/>` +
    `<circle cx="540" cy="540" r="430" fill="#ffffff" opacity=".28"/>` +
    (input.decoration ? decorationSvg(input.decoration, colours.accent) : "") +
    placed.map((p) => p.body).join("") +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Brand logos

export interface BrandLogoInput {
  name: string;
  color: string;
  /** Accessible name; defaults to the brand name. */
  title?: string;
  idPrefix?: string;
}

/** A 400x200 wordmark: the brand name in its colour on a light tint, with a small dot. */
export function drawBrandLogoSvg(input: BrandLogoInput): string {
  const id = safeId(input.idPrefix ?? `brand-${input.name}`);
  const bg = mix(input.color, "#ffffff", 0.9);
  const ink = luminance(input.color) > 0.55 ? mix(input.color, "#1b1f2e", 0.55) : input.color;
  const size = input.name.length > 12 ? 34 : 42;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200" role="img" aria-labelledby="${id}-title">` +
    `<title id="${id}-title">${escapeXml(input.title ?? input.name)}</title>` +
    `<rect width="400" height="200" rx="24" fill="${bg}"/>` +
    `<circle cx="200" cy="58" r="10" fill="${input.color}"/>` +
    `<text x="200" y="128" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" fill="${ink}">${escapeXml(input.name)}</text>` +
    `<rect x="170" y="148" width="60" height="4" rx="2" fill="${input.color}" opacity=".6"/>` +
    `</svg>`
  );
}
