// Words in the product pictures as outlines, not SVG <text>: a picture shown through <img> is a
// document of its own, and each <text> in it costs the page a text layout and paint on the main
// thread as the pictures load (on the listing's 12 pictures, 35 ms of layout and 24 ms of paint
// on a desktop CPU, four times that on a throttled phone). Outlines cost neither, and read the
// same on every device (no font lookup). Arimo has Arial's metrics, the font the pictures named;
// its Latin files have no arrows, which are drawn here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);
const load = (weight) => opentype.parse(readFileSync(require.resolve(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff`)).buffer);
const fonts = { 400: load(400), 700: load(700) };

/** Quarter units: sharp at the pictures' largest size, and short enough to keep a picture small. */
const STEPS = 4;

/** Arrows, one em wide as in Arial: the shaft on the maths axis, a head at the ends named. */
const ARROWS = { '→': ['end'], '←': ['start'], '↔': ['start', 'end'] };

/** An arrow's outline: a shaft of the font's weight, with a head at each end named. */
function arrow(ends, x, y, size, weight) {
  const axis = y - 0.32 * size;
  const half = (weight >= 700 ? 0.05 : 0.035) * size;
  const [left, right] = [x + 0.08 * size, x + 0.92 * size];
  const [head, wing] = [0.3 * size, 0.2 * size];
  const from = ends.includes('start') ? left + head : left;
  const to = ends.includes('end') ? right - head : right;
  const rightEnd = ends.includes('end')
    ? [
        [to, axis - wing],
        [right, axis],
        [to, axis + wing],
      ]
    : [
        [right, axis - half],
        [right, axis + half],
      ];
  const leftEnd = ends.includes('start')
    ? [
        [from, axis + wing],
        [left, axis],
        [from, axis - wing],
      ]
    : [
        [left, axis + half],
        [left, axis - half],
      ];
  const outline = [[from, axis - half], [to, axis - half], ...rightEnd, [to, axis + half], [from, axis + half], ...leftEnd];
  return [...outline.map(([px, py], i) => ({ type: i === 0 ? 'M' : 'L', x: px, y: py })), { type: 'Z' }];
}

/** The string in runs of the font's letters and single arrows, each with its width at `size`. */
function runs(s, size, weight) {
  const font = fonts[weight];
  if (!font) throw new Error(`No outline font of weight ${weight}`);
  return s
    .split(/([←→↔])/u)
    .filter(Boolean)
    .map((part) => {
      if (ARROWS[part]) return { part, width: size, draw: (x, y) => arrow(ARROWS[part], x, y, size, weight) };
      const missing = [...part].filter((ch) => ch !== ' ' && font.charToGlyph(ch).index === 0);
      if (missing.length) throw new Error(`Arimo has no glyph for ${missing.join('')} in "${s}"`);
      return { part, width: font.getAdvanceWidth(part, size), draw: (x, y) => font.getPath(part, x, y, size).commands };
    });
}

const widthOf = (parts) => parts.reduce((sum, run) => sum + run.width, 0);

export const textWidth = (s, { size, weight }) => widthOf(runs(s, size, weight));

/** The points each path command carries, by the names opentype.js gives them. */
const POINTS = {
  M: [['x', 'y']],
  L: [['x', 'y']],
  Q: [
    ['x1', 'y1'],
    ['x', 'y'],
  ],
  C: [
    ['x1', 'y1'],
    ['x2', 'y2'],
    ['x', 'y'],
  ],
};

/** Absolute commands as relative path data on a grid of 1/STEPS: a repeated glyph is then the same string, which compression takes almost for free. */
function relative(commands) {
  const grid = (v) => Math.round(v * STEPS);
  const number = (v) => String(v / STEPS).replace(/^(-?)0\./, '$1.');
  let d = '';
  let at = [0, 0];
  let start = at;
  const rel = (points) => {
    const moves = points.map(([px, py]) => [grid(px) - at[0], grid(py) - at[1]]);
    const [lx, ly] = points.at(-1);
    at = [grid(lx), grid(ly)];
    return moves
      .flat()
      .map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + number(v))
      .join('');
  };
  for (const c of commands) {
    if (c.type === 'Z') {
      d += 'z';
      at = start;
      continue;
    }
    d += c.type.toLowerCase() + rel(POINTS[c.type].map(([px, py]) => [c[px], c[py]]));
    if (c.type === 'M') start = at;
  }
  return d;
}

/** The path data of `s` set at `size`, anchored at (x, y) as SVG's text-anchor would. */
export function outlineText(s, { x, y, size, weight, anchor }) {
  const parts = runs(s, size, weight);
  const width = widthOf(parts);
  let pen = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const commands = [];
  for (const run of parts) {
    commands.push(...run.draw(pen, y));
    pen += run.width;
  }
  return relative(commands);
}
