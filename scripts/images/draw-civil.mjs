// Pictures of the thrust-boring tooling and cable-blowing accessories added for the machines'
// first jobs, and the new labels of the pictures whose facts changed (a later entry wins).
import { C, circle, ellipse, line, path, rect, repeat, text } from './parts.mjs';
import { cone, machines, rod } from './draw-machines.mjs';
import { borer, pit, powerPack } from './machines.mjs';

const note = (x, y, s) => text(x, y, s, { size: 18, fill: C.steelDark, weight: 400 });
const relabel = (slug, label) => ({ label, body: machines[slug].body });

/** Backreamers stacked top to bottom: [radius, label]. */
const reamers = (sizes) =>
  sizes
    .map(([r, l], i) => {
      const y = 150 + i * (360 / (sizes.length - 0.5));
      return (
        rect(40, y - 12, 72, 24, C.steel, { rx: 4 }) +
        cone(110, y, r, C.steelDark) +
        circle(110 + r * 2.8 + 26, y, 20, 'none', { sw: 8 }) +
        text(110 + r * 2.8 + 110, y + 8, l, { size: 24 })
      );
    })
    .join('');

/** A slotted sonde housing between a bit and a rod. */
const housing = (d, label) =>
  cone(120, 300, d * 0.55, C.steelDark) +
  rect(120 + d * 1.5, 300 - d / 2, 300, d, C.steel, { rx: 6, gloss: true }) +
  repeat(3, 80, 0, (dx) => rect(190 + d * 1.5 + dx, 300 - d / 5, 50, (d * 2) / 5, C.yellow, { rx: 4, sw: 2 })) +
  rod(450 + d * 1.5, 300 - d * 0.4, 170, d * 0.8) +
  note(400, 300 + d + 40, label);

export const civil = {
  'thrust-boring-machine': {
    label: '24,000 lbf · 150 ft crossings',
    body: () =>
      pit(220, 140, 560, 200) +
      borer({ x: 170, y: 370, length: 330, color: C.orange }) +
      powerPack(560, 64, '20 hp net', 'M560 190 q-120 0 -150 120'),
  },
  'conduit-pullback-swivel-and-duct-pulling-heads': relabel(
    'conduit-pullback-swivel-and-duct-pulling-heads',
    'Swivel 40,000 lbf + 4 heads',
  ),
  'duct-foam-carriers-assortment': relabel('duct-foam-carriers-assortment', 'Foam carriers · 3.5–90 mm ID'),
  'duct-clamp-seal-set-pb-pneumatic': relabel('duct-clamp-seal-set-pb-pneumatic', 'Clamps 5–40 mm · seals 2.5–16 mm'),
  'thrust-boring-drill-rods-2-1-16-5-pack': {
    label: '2-1/16 in × 5 ft · 5 rods',
    body: () => repeat(5, 14, 50, (dx, dy) => rod(130 + dx, 190 + dy, 520, 32)) + note(400, 160, 'for the TB-40'),
  },
  'thrust-boring-drill-rods-1-1-4-5-pack': {
    label: '1-1/4 in × 3 ft · 5 rods',
    body: () => repeat(5, 14, 40, (dx, dy) => rod(200 + dx, 210 + dy, 360, 20)) + note(400, 170, 'for the TB-12'),
  },
  'thrust-boring-pilot-bit-set-1-3-4in': relabel('thrust-boring-pilot-bit-set-2in', '1-3/4 in cone + slant-face bits'),
  'thrust-boring-backreamer-set-4-6-8in': {
    label: 'Backreamers 4 · 6 · 8 in',
    body: () =>
      reamers([
        [40, '4 in'],
        [58, '6 in'],
        [76, '8 in'],
      ]),
  },
  'thrust-boring-backreamer-set-2-5-3in': {
    label: 'Backreamers 2-1/2 · 3 in',
    body: () =>
      reamers([
        [34, '2-1/2 in'],
        [42, '3 in'],
      ]),
  },
  'bore-locator-sonde-housing-1-1-4in-rods': {
    label: 'SH-125 · 1-1/4 in rods',
    body: () => housing(50, 'slotted window for the 12 kHz sonde'),
  },
  'bore-locator-sonde-housing-2-1-16in-rods': {
    label: 'SH-206 · 2-1/16 in rods',
    body: () => housing(72, 'slotted window for the 12 kHz sonde'),
  },
  'duct-breakaway-weak-link-dbl6': {
    label: 'Weak link · pins 600–12,000 lbf',
    body: () =>
      circle(120, 240, 30, 'none', { sw: 10 }) +
      rect(150, 215, 380, 50, C.steel, { rx: 12, gloss: true }) +
      rect(320, 205, 40, 70, C.yellow, { rx: 6, sw: 3 }) +
      circle(560, 240, 30, 'none', { sw: 10 }) +
      [C.red, C.orange, C.yellow, C.apc, C.upc, C.navy, C.black]
        .map((col, i) => rect(150 + i * 75, 380, 22, 80, col, { rx: 8, sw: 2 }))
        .join('') +
      note(400, 340, 'one shear pin per duct size'),
  },
  'duct-bundle-pulling-grip-bg4': {
    label: 'Bundle grip · 2–4 × 1-1/4 in',
    body: () =>
      circle(110, 300, 30, 'none', { sw: 10 }) +
      path('M140 300 L300 240 H620 V360 H300 Z', C.light, { sw: 3 }) +
      repeat(10, 32, 0, (dx) => line(`M${300 + dx} 240 l32 120 M${332 + dx} 240 l-32 120`, C.steelDark, 2)) +
      repeat(4, 0, 0, (_, __, i) => circle(660, 255 + i * 30, 16, C.orange, { sw: 3 })) +
      note(400, 430, 'mesh grip over the taped duct bundle'),
  },
  'duct-proving-mandrel-set-cal110': {
    label: 'Proving mandrels · 80 % of bore',
    body: () =>
      [
        [150, 40],
        [330, 60],
        [540, 82],
      ]
        .map(
          ([x, r]) =>
            rect(x - r * 0.3, 300 - r * 0.2, r * 2.2, r * 0.4, C.white, { rx: 6, sw: 3 }) +
            ellipse(x, 300, r * 0.25, r, C.steel) +
            ellipse(x + r * 1.5, 300, r * 0.25, r, C.steel) +
            ellipse(x + r * 2, 300, r * 0.3, r * 0.9, C.yellow),
        )
        .join('') + note(400, 470, 'two gauge discs and a foam drive seal'),
  },
  'duct-air-catcher-ak110': {
    label: 'Air catcher · microduct to 4 in',
    body: () =>
      rect(300, 180, 320, 220, C.steel, { rx: 20, gloss: true }) +
      repeat(24, 0, 0, (_, __, i) => circle(340 + (i % 8) * 34, 220 + Math.floor(i / 8) * 60, 8, C.ink, { sw: 0 })) +
      rect(200, 265, 100, 50, C.orange, { rx: 6 }) +
      path('M620 330 q80 40 110 120', 'none', { sw: 6, stroke: C.steelDark }) +
      note(400, 470, 'vented canister, staked at the duct end'),
  },
  'microduct-cutter-xc16': {
    label: 'Microduct cutter · 5–16 mm',
    body: () =>
      path('M200 320 L430 250 L470 300 L250 380 Z', C.orange, { gloss: true }) +
      path('M430 250 L640 190 L660 240 L470 300 Z', C.black) +
      rect(420, 220, 30, 120, C.steel, { rx: 4 }) +
      rect(120, 420, 560, 30, C.upc, { rx: 15 }) +
      note(400, 500, 'square cut for push-fit couplers'),
  },
  'microduct-push-fit-reducer-couplers-20-pack': {
    label: 'Reducers · 7-5 to 16-14 mm',
    body: () =>
      repeat(
        5,
        0,
        80,
        (_, dy, i) => rect(220, 150 + dy, 180, 44 - i * 4, C.black, { rx: 10 }) + rect(400, 156 + dy, 150, 32 - i * 4, C.black, { rx: 8 }),
      ) + note(600, 560, '16 bar push-fit'),
  },
  'duct-foam-carriers-us-ips-36': relabel('duct-foam-carriers-assortment', 'IPS foam carriers · 1–4 in'),
  'compressor-aftercooler-separator-ac1600': relabel('compressor-aftercooler-separator-ac900', 'AC-1600 · 1,600 cfm'),
};
