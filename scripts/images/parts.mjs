// Shared drawing parts of the product pictures: one palette, one outline weight, one light
// (from the top left, a white gloss over each body) and one 800 × 600 frame with a label.
import { outlineText, textWidth } from './outline-text.mjs';
export const C = {
  ink: '#1e293b',
  navy: '#0f3d6e',
  orange: '#ea580c',
  yellow: '#facc15',
  steel: '#94a3b8',
  steelDark: '#64748b',
  light: '#e2e8f0',
  white: '#f8fafc',
  apc: '#16a34a',
  upc: '#2563eb',
  aqua: '#06b6d4',
  red: '#dc2626',
  black: '#334155',
  screen: '#0f172a',
  trace: '#4ade80',
  beige: '#e7d9b8',
  wood: '#b7895a',
};

const W = 4; // outline
const w = 2; // detail line

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

/** A rectangle with the house outline; `gloss` lays the light over it. */
export const rect = (x, y, width, height, fill, { rx = 0, sw = W, stroke = C.ink, gloss = false } = {}) =>
  `<rect ${attrs({ x, y, width, height, rx, fill, stroke, 'stroke-width': sw })}/>` +
  (gloss ? `<rect ${attrs({ x, y, width, height, rx, fill: 'url(#gl)' })}/>` : '');

export const circle = (cx, cy, r, fill, { sw = W, stroke = C.ink, gloss = false } = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, stroke, 'stroke-width': sw })}/>` +
  (gloss ? `<circle ${attrs({ cx, cy, r, fill: 'url(#gl)' })}/>` : '');

export const ellipse = (cx, cy, rx, ry, fill, { sw = W, stroke = C.ink } = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, stroke, 'stroke-width': sw })}/>`;

export const path = (d, fill = 'none', { sw = W, stroke = C.ink, gloss = false } = {}) =>
  `<path ${attrs({ d, fill, stroke, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' })}/>` +
  (gloss ? `<path ${attrs({ d, fill: 'url(#gl)' })}/>` : '');

export const line = (d, stroke = C.ink, sw = w) => path(d, 'none', { sw, stroke });

/** Words in a picture, drawn as the outline of Arimo (Arial's metrics): see ./outline-text.mjs. */
export const text = (x, y, s, { size = 22, fill = C.ink, weight = 700, anchor = 'middle' } = {}) =>
  `<path fill="${fill}" d="${outlineText(s, { x, y, size, weight, anchor })}"/>`;

/** `n` copies of a part, `dx`/`dy` apart. */
export const repeat = (n, dx, dy, part) => Array.from({ length: n }, (_, i) => part(i * dx, i * dy, i)).join('');

export const group = (transform, body) => `<g transform="${transform}">${body}</g>`;

/** The picture: background, floor shadow, the drawing and its label pill. */
export function frame(title, label, drawing) {
  const body = drawing.replace(/-?\d+\.\d{2,}/g, (n) => String(Math.round(Number(n) * 10) / 10));
  const pill = Math.max(220, Math.round(textWidth(label, { size: 20, weight: 700 })) + 60);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-labelledby="t">
<title id="t">${title}</title>
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient><linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#bg)"/><ellipse cx="400" cy="515" rx="320" ry="18" fill="#cbd5e1"/>
${body}
<rect x="${400 - pill / 2}" y="548" width="${pill}" height="40" rx="20" fill="${C.navy}"/>${text(400, 575, label, { size: 20, fill: C.white })}
</svg>
`;
}

// ---- Instruments -------------------------------------------------------------------------

/** A handheld instrument in a rubber bumper: body, screen (its content given), keys, ports on top. */
export function handheld({ x, y, width, height, color, bumper = C.black, screen = '', ports = [C.upc], keys = 6 }) {
  const sh = height * 0.45;
  const portW = 30;
  const portsSvg = ports
    .map((p, i) => rect(x + width / 2 - (ports.length * 46) / 2 + i * 46 + 8, y - 34, portW, 40, p, { rx: 4 }))
    .join('');
  const cols = 3;
  const keySvg = Array.from({ length: keys }, (_, i) =>
    circle(x + width * (0.28 + 0.22 * (i % cols)), y + sh + 70 + Math.floor(i / cols) * 52, 15, C.black, { sw: w }),
  ).join('');
  return (
    portsSvg +
    rect(x - 12, y - 12, width + 24, height + 24, bumper, { rx: 34 }) +
    rect(x, y, width, height, color, { rx: 24, gloss: true }) +
    rect(x + 20, y + 24, width - 40, sh, C.screen, { rx: 10, sw: w }) +
    group(`translate(${x + 20} ${y + 24})`, screen) +
    keySvg
  );
}

/** Screen content: an OTDR trace with a splice, a connector and the fiber end. */
export const otdrTrace = (sw, sh) =>
  line(
    `M10 ${sh * 0.2} l20 ${sh * 0.1} L${sw * 0.4} ${sh * 0.45} l0 12 L${sw * 0.65} ${sh * 0.62} l4 -20 l4 26 L${sw * 0.85} ${sh * 0.75} l3 -30 l3 ${sh * 0.4}`,
    C.trace,
    4,
  );

export const readout = (sw, sh, value, unit) =>
  text(sw / 2, sh * 0.55, value, { size: 34, fill: C.trace }) + text(sw / 2, sh * 0.85, unit, { size: 18, fill: C.trace });

// ---- Connectors and cords ---------------------------------------------------------------

/** An SC connector seen from the side, pointing right: housing, boot. */
export const sc = (x, y, color, { dir = 1 } = {}) =>
  group(
    `translate(${x} ${y}) scale(${dir} 1)`,
    path('M-60 -10 L-20 -14 L-20 14 L-60 10 Z', C.black, { sw: w }) +
      rect(-22, -22, 52, 44, color, { rx: 4, gloss: true }) +
      rect(30, -6, 14, 12, C.white, { sw: w }),
  );

/** An LC connector from the side: slimmer housing with its latch on top. */
export const lc = (x, y, color, { dir = 1 } = {}) =>
  group(
    `translate(${x} ${y}) scale(${dir} 1)`,
    path('M-50 -7 L-16 -10 L-16 10 L-50 7 Z', color === C.beige ? C.black : color, { sw: w }) +
      rect(-18, -14, 40, 28, color, { rx: 3, gloss: true }) +
      line('M-6 -14 L14 -26 L20 -14', C.ink, 3) +
      rect(22, -4, 10, 8, C.white, { sw: w }),
  );

/** An FC connector: round threaded nut and ferrule. */
export const fc = (x, y, boot) =>
  group(
    `translate(${x} ${y})`,
    path('M-56 -8 L-20 -12 L-20 12 L-56 8 Z', boot, { sw: w }) +
      rect(-22, -20, 40, 40, C.steel, { rx: 6, gloss: true }) +
      repeat(5, 7, 0, (dx) => line(`M${-16 + dx} -20 v40`)) +
      rect(18, -5, 18, 10, C.white, { sw: w }),
  );

/** An MPO connector: wide rectangular housing, `pins` when male. */
export const mpo = (x, y, color, { pins = false } = {}) =>
  group(
    `translate(${x} ${y})`,
    path('M-70 -14 L-28 -18 L-28 18 L-70 14 Z', C.black, { sw: w }) +
      rect(-30, -30, 62, 60, color, { rx: 5, gloss: true }) +
      rect(32, -20, 16, 40, C.light, { sw: w }) +
      (pins ? line('M48 -14 h10 M48 14 h10', C.steelDark, 4) : ''),
  );

/** A cord drawn as a smooth cable. */
export const cord = (d, color, width = 8) =>
  path(d, 'none', { sw: width + 4, stroke: C.ink }) + path(d, 'none', { sw: width, stroke: color });

// ---- Cable on reels --------------------------------------------------------------------

/** A cable reel in three-quarter view: rear flange, wound cable, front flange with its legend. */
export function reel({ cable, legend, sub, flange = C.wood, cx = 330, cy = 300, r = 190 }) {
  const depth = 120;
  const wound = r * 0.78;
  return (
    ellipse(cx + depth, cy, r * 0.52, r, flange) +
    rect(cx, cy - wound, depth, wound * 2, cable) +
    repeat(6, 0, (wound * 2) / 6, (_, dy) => line(`M${cx} ${cy - wound + dy + 14} h${depth}`, '#0b1220', 2)) +
    ellipse(cx, cy, r * 0.52, r, flange) +
    ellipse(cx, cy, r * 0.16, r * 0.3, C.light) +
    repeat(4, 0, 0, (_, __, i) =>
      circle(cx + Math.cos(i * 1.57 + 0.6) * r * 0.34, cy + Math.sin(i * 1.57 + 0.6) * r * 0.62, 12, C.light, { sw: w }),
    ) +
    rect(cx - 70, cy + r * 0.36, 140, 58, C.white, { rx: 6, sw: w }) +
    text(cx, cy + r * 0.36 + 28, legend, { size: 26 }) +
    text(cx, cy + r * 0.36 + 50, sub, { size: 15, weight: 400 })
  );
}

/** The cross-section of a cable in a callout circle (the second view). */
export const section = (cx, cy, r, inner) => circle(cx, cy, r + 16, C.white, { sw: w }) + inner;

/** A loose-tube core: central member and `tubes` colored tubes, each with its fibers. */
export function looseTubes(cx, cy, r, tubes, jacket = C.black) {
  const colors = ['#2563eb', '#f97316', '#16a34a', '#92400e', '#64748b', '#f8fafc', '#dc2626', '#111827'];
  const tr = (r * 0.75 * Math.PI) / tubes - 2;
  const parts = Array.from({ length: tubes }, (_, i) => {
    const a = (i / tubes) * Math.PI * 2;
    const tx = cx + Math.cos(a) * r * 0.52;
    const ty = cy + Math.sin(a) * r * 0.52;
    return (
      circle(tx, ty, Math.min(tr, r * 0.3), colors[i % colors.length], { sw: w }) +
      circle(tx, ty, Math.min(tr, r * 0.3) * 0.35, C.yellow, { sw: 1 })
    );
  });
  return circle(cx, cy, r, jacket) + parts.join('') + circle(cx, cy, r * 0.16, C.steel, { sw: w });
}

// ---- Rack and boxes ------------------------------------------------------------------------

/** Front of a 19 in rack unit `u` high, with ears and screws. */
export function rackFront(y, u, color = C.black) {
  const h = u * 44 * 1.6;
  return (
    rect(70, y, 660, h, color, { rx: 4, gloss: true }) +
    rect(40, y, 40, h, C.steelDark, { rx: 3 }) +
    rect(720, y, 40, h, C.steelDark, { rx: 3 }) +
    circle(60, y + 18, 6, C.light, { sw: w }) +
    circle(740, y + 18, 6, C.light, { sw: w })
  );
}

/** A grid of ports: `cols` × `rows` of `kind` ('lc' duplex, 'sc', 'sfp'). */
export function ports(x, y, cols, rows, kind, color, { gapX = 40, gapY = 40 } = {}) {
  const one = {
    lc: (px, py) =>
      rect(px, py, 30, 20, color, { rx: 3, sw: w }) +
      rect(px + 5, py + 6, 7, 8, C.screen, { sw: 0 }) +
      rect(px + 18, py + 6, 7, 8, C.screen, { sw: 0 }),
    sc: (px, py) => rect(px, py, 24, 24, color, { rx: 3, sw: w }) + rect(px + 7, py + 6, 10, 12, C.screen, { sw: 0 }),
    sfp: (px, py) => rect(px, py, 30, 18, C.steel, { rx: 2, sw: w }) + rect(px + 4, py + 4, 22, 10, C.screen, { sw: 0 }),
  }[kind];
  return Array.from({ length: cols * rows }, (_, i) => one(x + (i % cols) * gapX, y + Math.floor(i / cols) * gapY)).join('');
}

/** A box in three-quarter view (front, top and side faces). */
export function box(x, y, width, height, depth, front, { top, side } = {}) {
  const d = depth * 0.5;
  return (
    path(`M${x} ${y} l${d} ${-d} h${width} l${-d} ${d} Z`, top ?? shade(front, 0.2)) +
    path(`M${x + width} ${y} l${d} ${-d} v${height} l${-d} ${d} Z`, side ?? shade(front, -0.25)) +
    rect(x, y, width, height, front, { gloss: true })
  );
}

/** A lighter (amount > 0) or darker (< 0) version of a #rrggbb color. */
export function shade(hex, amount) {
  const n = parseInt(hex.slice(1), 16);
  const ch = [16, 8, 0].map((s) => (n >> s) & 255).map((v) => Math.round(amount > 0 ? v + (255 - v) * amount : v * (1 + amount)));
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A jug of liquid with its handle and label. */
export const jug = (color, cap, label, sub) =>
  path('M260 200 q0 -40 40 -50 h150 q30 0 40 30 l10 40 v240 q0 20 -20 20 h-200 q-20 0 -20 -20 Z', C.white, { gloss: true }) +
  path('M420 150 q60 -10 70 70', 'none', { sw: 18, stroke: C.ink }) +
  path('M420 150 q60 -10 70 70', 'none', { sw: 10, stroke: C.white }) +
  rect(300, 110, 60, 40, cap, { rx: 6 }) +
  rect(280, 260, 220, 170, color, { rx: 8 }) +
  text(390, 330, label, { size: 30, fill: C.white }) +
  text(390, 370, sub, { size: 18, fill: C.white, weight: 400 }) +
  text(390, 405, '1 GAL', { size: 18, fill: C.white });

/** A hard carrying case, open, its lid behind. */
export const openCase = (color, inner = C.black) =>
  path('M140 120 h520 l20 140 h-560 Z', color, { gloss: true }) +
  rect(120, 260, 560, 230, color, { rx: 16, gloss: true }) +
  rect(140, 278, 520, 194, inner, { rx: 10, sw: w });
