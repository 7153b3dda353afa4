// Pictures of the testing equipment and the installation tools.
import {
  C,
  box,
  circle,
  cord,
  group,
  handheld,
  jug,
  lc,
  line,
  mpo,
  openCase,
  otdrTrace,
  path,
  readout,
  rect,
  repeat,
  sc,
  text,
} from './parts.mjs';

/** Two loss-test units with reference cords looping between them. */
const lossSet = (color, cordColor, ef) =>
  handheld({ x: 120, y: 170, width: 200, height: 290, color, screen: readout(160, 130, '0.42', 'dB  1310') }) +
  handheld({ x: 480, y: 170, width: 200, height: 290, color, screen: readout(160, 130, '0.38', 'dB  1550') }) +
  cord('M205 136 q0 -110 190 -110 t190 110', cordColor, 8) +
  (ef ? rect(350, 6, 90, 40, C.black, { rx: 8 }) + text(395, 33, 'EF', { size: 20, fill: C.white }) : '');

/** A launch-cable box: padded pouch with a zip and two pigtails. */
const launchBox = (length, pigtail, connector) =>
  box(170, 200, 420, 260, 120, C.black) +
  line('M190 220 h380 v220 h-380 Z', C.steelDark, 3) +
  rect(250, 280, 260, 90, C.white, { rx: 8, sw: 2 }) +
  text(380, 330, length, { size: 34 }) +
  text(380, 358, 'launch / receive', { size: 15, weight: 400 }) +
  cord('M230 200 q-20 -90 -120 -100', pigtail, 8) +
  cord('M530 200 q20 -90 120 -100', pigtail, 8) +
  connector(110, 100, -1) +
  connector(650, 100, 1);

/** The end face as an inspection screen shows it: cladding, core and the IEC zones. */
const endFace = (cx, cy, r) =>
  circle(cx, cy, r, '#334155', { sw: 2 }) +
  circle(cx, cy, r * 0.62, '#475569', { sw: 1, stroke: C.trace }) +
  circle(cx, cy, r * 0.12, C.white, { sw: 0 });

/** A heat-shrink sleeve bundle of the given length in px. */
const sleeves = (length, label) =>
  repeat(
    6,
    18,
    34,
    (dx, dy) =>
      rect(180 + dx, 170 + dy, length, 26, '#dbeafe', { rx: 13, sw: 3, gloss: true }) +
      line(`M${190 + dx} ${183 + dy} h${length - 20}`, C.steelDark, 3),
  ) + text(400, 450, label, { size: 26 });

/** A fusion splicer: body, wind cover (open or closed), screen and heater. */
const splicer = ({ color, open, screen }) =>
  box(160, 250, 400, 210, 160, color) +
  rect(190, 290, 200, 140, C.screen, { rx: 8, sw: 2 }) +
  group('translate(190 290)', screen) +
  rect(420, 290, 110, 50, C.black, { rx: 8 }) +
  text(475, 322, 'HEAT', { size: 14, fill: C.white }) +
  repeat(3, 36, 0, (dx) => circle(436 + dx, 390, 12, C.black, { sw: 2 })) +
  (open
    ? path('M260 250 l40 -40 h220 l-10 -110 h-200 Z', color, { gloss: true }) + rect(330, 215, 160, 20, C.steelDark, { rx: 4, sw: 2 })
    : path('M250 250 q10 -80 60 -80 h180 q50 0 60 40 l-30 40 Z', color, { gloss: true }));

export const instruments = {
  'handheld-otdr-sm-1310-1550': {
    label: 'T-30 OTDR · 1310/1550 nm',
    body: () =>
      handheld({ x: 250, y: 120, width: 300, height: 370, color: C.navy, bumper: C.orange, screen: otdrTrace(260, 166), ports: [C.upc] }),
  },
  'quad-wavelength-otdr-mm-sm': {
    label: 'T-50 OTDR · MM + SM ports',
    body: () =>
      rect(130, 140, 540, 360, C.orange, { rx: 30 }) +
      rect(145, 152, 510, 336, C.navy, { rx: 22, gloss: true }) +
      rect(170, 175, 380, 290, C.screen, { rx: 10, sw: 2 }) +
      group('translate(170 175)', otdrTrace(380, 290)) +
      repeat(4, 0, 62, (_, dy) => circle(605, 205 + dy, 18, C.black, { sw: 2 })) +
      rect(250, 100, 34, 42, C.aqua, { rx: 4 }) +
      rect(420, 100, 34, 42, C.upc, { rx: 4 }) +
      text(267, 90, 'MM', { size: 18 }) +
      text(437, 90, 'SM', { size: 18 }),
  },
  'optical-power-meter-inga-as': {
    label: 'PM-70 · -70 to +10 dBm',
    body: () =>
      handheld({ x: 290, y: 140, width: 220, height: 330, color: C.steelDark, screen: readout(180, 148, '-23.41', 'dBm  1310 nm') }),
  },
  'stabilized-laser-light-source-1310-1550': {
    label: 'LS-2 · 1310/1550 nm source',
    body: () =>
      handheld({ x: 290, y: 140, width: 220, height: 330, color: C.upc, screen: readout(180, 148, '1550', 'nm  CW  -7 dBm') }) +
      path('M470 410 l25 45 h-50 Z', C.yellow, { sw: 2 }) +
      text(470, 448, '!', { size: 20 }),
  },
  'optical-loss-test-set-sm-kit': { label: 'OLTS-2 · two SM units', body: () => lossSet(C.navy, C.yellow, false) },
  'multimode-olts-kit-encircled-flux': { label: 'OLTS-MM · EF launch cords', body: () => lossSet(C.aqua, C.aqua, true) },
  'visual-fault-locator-650nm-10mw': {
    label: 'VFL-10 pen · 650 nm',
    body: () =>
      path('M560 300 L760 250 L760 350 Z', '#fecaca', { sw: 0 }) +
      rect(130, 270, 360, 60, C.red, { rx: 30, gloss: true }) +
      rect(490, 278, 50, 44, C.black, { rx: 6 }) +
      rect(540, 291, 22, 18, C.steel, { sw: 2 }) +
      rect(200, 252, 160, 14, C.steel, { rx: 7, sw: 2 }) +
      circle(420, 300, 12, C.black, { sw: 2 }) +
      text(280, 308, 'VFL-10', { size: 20, fill: C.white }) +
      rect(140, 380, 120, 40, C.black, { rx: 8 }) +
      text(200, 440, 'cap', { size: 14, weight: 400 }) +
      text(580, 420, '2.5 mm universal adapter', { size: 16, weight: 400, fill: C.steelDark }),
  },
  'digital-fiber-inspection-probe-400x': {
    label: 'IS-400 probe + display',
    body: () =>
      path('M90 330 L300 300 L330 310 L330 350 L300 360 L90 360 Z', C.navy, { gloss: true }) +
      rect(330, 318, 70, 24, C.steel, { rx: 4, sw: 2 }) +
      rect(398, 324, 30, 12, C.white, { sw: 2 }) +
      circle(200, 345, 10, C.yellow, { sw: 2 }) +
      cord('M90 345 q-40 0 -40 80 t120 60 H470', C.black, 6) +
      rect(470, 170, 230, 320, C.black, { rx: 24 }) +
      rect(485, 185, 200, 200, C.screen, { rx: 8, sw: 2 }) +
      endFace(585, 285, 80) +
      text(585, 375, 'PASS', { size: 18, fill: C.trace }) +
      repeat(3, 50, 0, (dx) => circle(535 + dx, 440, 14, C.steelDark, { sw: 2 })),
  },
  'live-fiber-identifier-1310-1550': {
    label: 'FI-20 · clamp-on identifier',
    body: () =>
      rect(300, 220, 200, 280, C.yellow, { rx: 24, gloss: true }) +
      path('M280 220 h240 v-60 q-120 -60 -240 0 Z', C.black, { gloss: true }) +
      cord('M120 110 q150 110 280 60 t280 -60', C.yellow, 5) +
      rect(330, 250, 140, 80, C.screen, { rx: 6, sw: 2 }) +
      text(400, 285, '← 1550', { size: 20, fill: C.trace }) +
      text(400, 315, '2 kHz', { size: 16, fill: C.trace }) +
      repeat(2, 70, 0, (dx) => circle(365 + dx, 380, 16, C.black, { sw: 2 })) +
      rect(510, 250, 20, 120, C.steelDark, { rx: 8 }),
  },
  'pon-power-meter-1310-1490-1550': {
    label: 'PPM-3 · pass-through PON',
    body: () =>
      handheld({
        x: 270,
        y: 150,
        width: 260,
        height: 330,
        color: C.apc,
        ports: [C.apc, C.apc],
        screen:
          text(110, 45, '1310  +2.1', { size: 22, fill: C.trace }) +
          text(110, 85, '1490  -18.6', { size: 22, fill: C.trace }) +
          text(110, 125, '1550  -9.4', { size: 22, fill: C.trace }),
      }) +
      text(330, 100, 'OLT', { size: 16 }) +
      text(470, 100, 'ONT', { size: 16 }),
  },
  'otdr-launch-receive-cable-box-sm-1km': {
    label: 'Launch box · 1 km SC/APC',
    body: () => launchBox('1 km', C.yellow, (x, y, d) => sc(x, y, C.apc, { dir: d })),
  },
  'otdr-launch-cable-box-om4-150m': {
    label: 'Launch box · 150 m OM4 LC',
    body: () => launchBox('150 m OM4', C.aqua, (x, y, d) => lc(x, y, C.beige, { dir: d })),
  },
  'mpo-inspection-tip-is400': {
    label: 'MPO tips · UPC + APC',
    body: () =>
      [
        [220, C.black, 'UPC'],
        [520, C.apc, 'APC'],
      ]
        .map(
          ([x, col, l]) =>
            rect(x - 60, 180, 120, 180, C.steel, { rx: 14, gloss: true }) +
            rect(x - 50, 360, 100, 70, col, { rx: 6 }) +
            rect(x - 36, 430, 72, 16, C.light, { sw: 2 }) +
            circle(x + 70, 250, 26, C.steelDark) +
            text(x, 160, l, { size: 24 }),
        )
        .join('') + repeat(12, 6, 0, (dx) => circle(487 + dx, 438, 1.8, C.ink, { sw: 0 })),
  },

  'core-alignment-fusion-splicer-6-motor': {
    label: 'FS-60 · core alignment',
    body: () =>
      splicer({
        color: C.steelDark,
        open: true,
        screen:
          line('M10 40 h85 M105 40 h85', C.trace, 6) +
          line('M10 105 h85 M105 105 h85', C.trace, 6) +
          text(100, 75, 'X', { size: 14, fill: C.white }) +
          text(100, 135, 'Y', { size: 14, fill: C.white }),
      }),
  },
  'cladding-alignment-fusion-splicer-ftth': {
    label: 'FS-30 · FTTH splicer',
    body: () =>
      splicer({
        color: C.orange,
        open: false,
        screen: line('M10 70 h85 M105 70 h85', C.trace, 10) + text(100, 120, '0.02 dB', { size: 18, fill: C.trace }),
      }),
  },
  'precision-fiber-cleaver': {
    label: 'CL-48 cleaver',
    body: () =>
      box(220, 280, 300, 180, 120, C.steelDark) +
      path('M220 280 l40 -170 h300 l20 110', C.black, { gloss: true }) +
      circle(370, 340, 40, C.steel, { sw: 3 }) +
      circle(370, 340, 10, C.ink, { sw: 0 }) +
      rect(540, 320, 90, 130, C.red, { rx: 10, gloss: true }) +
      text(585, 480, 'scrap bin', { size: 14, weight: 400 }),
  },
  'three-hole-fiber-stripper': {
    label: '3-hole stripper',
    body: () =>
      path('M200 470 L380 290 L410 310 L250 490 Z', C.red, { gloss: true }) +
      path('M600 470 L420 290 L390 310 L550 490 Z', C.red, { gloss: true }) +
      path('M340 300 L400 120 L460 300 Z', C.steel, { gloss: true }) +
      repeat(3, 0, 50, (_, dy, i) => circle(400, 170 + dy, 6 + i * 3, C.white, { sw: 2 })) +
      circle(400, 300, 12, C.ink),
  },
  'kevlar-aramid-shears': {
    label: 'Aramid shears',
    body: () =>
      circle(260, 400, 50, 'none', { sw: 22 }) +
      circle(260, 400, 50, 'none', { sw: 14, stroke: C.yellow }) +
      circle(400, 440, 50, 'none', { sw: 22 }) +
      circle(400, 440, 50, 'none', { sw: 14, stroke: C.yellow }) +
      path('M300 370 L640 150 L660 170 L350 400 Z', C.steel, { gloss: true }) +
      path('M360 410 L660 200 L650 180 L330 380 Z', C.steelDark) +
      repeat(10, 26, -18, (dx, dy) => line(`M${400 + dx} ${360 + dy} l6 8`, C.ink, 2)),
  },
  'fiber-cleaning-kit-one-click': {
    label: 'Cleaning kit · one-click',
    body: () =>
      openCase(C.navy) +
      repeat(
        2,
        70,
        0,
        (dx) => rect(180 + dx, 300, 44, 150, C.upc, { rx: 10, gloss: true }) + rect(192 + dx, 280, 20, 22, C.white, { sw: 2 }),
      ) +
      rect(360, 310, 130, 130, C.steelDark, { rx: 20, gloss: true }) +
      circle(425, 375, 30, C.white, { sw: 2 }) +
      rect(520, 300, 110, 150, C.white, { rx: 8 }) +
      text(575, 380, 'wipes', { size: 16 }),
  },
  'heat-shrink-splice-sleeves-60mm-100-pack': { label: '60 mm sleeves · 100', body: () => sleeves(400, '60 mm, 1.0 mm steel rod') },
  'heat-shrink-splice-sleeves-40mm-100-pack': { label: '40 mm sleeves · 100', body: () => sleeves(266, '40 mm, 1.0 mm steel rod') },
  'ftth-splicing-tool-kit-hard-case': {
    label: 'FTTH tool kit · hard case',
    body: () =>
      openCase(C.orange) +
      path('M180 440 L260 320 L280 330 L210 450 Z', C.red) +
      path('M320 300 h40 v150 h-40 Z', C.yellow, { gloss: true }) +
      rect(400, 320, 90, 90, C.steelDark, { rx: 10 }) +
      rect(520, 300, 30, 150, C.red, { rx: 15 }) +
      rect(580, 310, 50, 140, C.upc, { rx: 8 }),
  },
  'cleaver-replacement-blade-cl48': {
    label: 'CL-48 blade · 16 × 3 positions',
    body: () =>
      circle(360, 300, 160, C.steel, { gloss: true }) +
      circle(360, 300, 40, C.light) +
      repeat(16, 0, 0, (_, __, i) =>
        text(360 + Math.cos(i * 0.3927) * 120, 306 + Math.sin(i * 0.3927) * 120, String(i + 1), { size: 16, weight: 400 }),
      ) +
      path('M560 420 l120 -120 l20 20 l-100 100 h40 v20 h-80 Z', C.black),
  },
  'fusion-splicer-electrodes-pair': {
    label: 'Electrodes · pair',
    body: () =>
      repeat(
        2,
        0,
        140,
        (_, dy) =>
          rect(150, 200 + dy, 380, 30, C.steelDark, { rx: 4, gloss: true }) +
          path(`M530 ${200 + dy} l100 15 l-100 15 Z`, C.steel) +
          rect(200, 192 + dy, 90, 46, C.black, { rx: 6 }),
      ) + text(400, 470, 'tungsten, conical tips', { size: 18, fill: C.steelDark, weight: 400 }),
  },
  'breakaway-swivel-fiber-pulling': {
    label: 'Breakaway swivel · 200–1,000 lbf',
    body: () =>
      circle(150, 280, 30, 'none', { sw: 10 }) +
      rect(180, 255, 440, 50, C.steel, { rx: 20, gloss: true }) +
      line('M400 255 v50', C.ink, 3) +
      circle(330, 280, 10, C.red, { sw: 2 }) +
      circle(650, 280, 30, 'none', { sw: 10 }) +
      repeat(7, 70, 0, (dx, _, i) =>
        rect(180 + dx, 400, 40, 16, ['#f8fafc', '#facc15', '#f97316', '#dc2626', '#16a34a', '#2563eb', '#111827'][i], { rx: 4, sw: 2 }),
      ) +
      text(400, 460, 'colour-coded shear pins', { size: 16, weight: 400, fill: C.steelDark }),
  },
  'cable-pulling-grip-10-15mm': {
    label: 'Mesh grip · 10–15 mm cable',
    body: () =>
      circle(130, 300, 40, 'none', { sw: 10 }) +
      path('M170 300 L260 270 H600 L640 285 V315 L600 330 H260 Z', C.steel, { sw: 3 }) +
      repeat(12, 30, 0, (dx) => line(`M${260 + dx} 270 l30 60 M${290 + dx} 270 l-30 60`, C.steelDark, 2)) +
      cord('M620 300 H760', C.black, 34),
  },
  'cable-pulling-lubricant-1-gal': { label: 'Pulling lubricant · 1 gal', body: () => jug(C.apc, C.black, 'PULLING', 'polymer gel') },
  'mpo-one-click-cleaner': {
    label: 'MPO one-click cleaner',
    body: () =>
      rect(150, 260, 420, 80, C.aqua, { rx: 20, gloss: true }) +
      rect(570, 275, 80, 50, C.black, { rx: 6 }) +
      rect(650, 285, 20, 30, C.white, { sw: 2 }) +
      rect(250, 280, 60, 40, C.white, { rx: 4, sw: 2 }) +
      text(280, 307, '612', { size: 16 }) +
      group('translate(440 440) scale(.8)', mpo(0, 0, C.apc, { pins: true })),
  },
};
