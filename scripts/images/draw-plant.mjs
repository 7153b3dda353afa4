// Pictures of the cable, connectivity, enclosure and network families.
import {
  C,
  box,
  circle,
  cord,
  ellipse,
  fc,
  group,
  lc,
  line,
  looseTubes,
  mpo,
  path,
  ports,
  rackFront,
  rect,
  reel,
  repeat,
  sc,
  section,
  shade,
  text,
} from './parts.mjs';

/** A reel with a cross-section callout of its cable on the right. */
const reelWithSection = (opts, inner) => reel(opts) + cord('M560 420 q80 40 120 -60', opts.cable, 12) + section(650, 200, 90, inner);

/** A patch cord coiled between two connectors. */
const patchCord = (left, right, cable, width = 8) =>
  cord('M250 200 C 100 200 100 440 300 440 S 540 300 540 200', cable, width) +
  cord('M540 200 H560', cable, width) +
  group('translate(210 200) scale(1.7)', left(0, 0)) +
  group('translate(600 200) scale(1.7)', right(0, 0)) +
  text(400, 500, '3 m', { size: 22 });

/** A fan of pigtails, each with a connector drawn by `end`. */
const pigtails = (n, colors, end, x0 = 120) =>
  Array.from({ length: n }, (_, i) => {
    const y = 110 + i * (360 / n);
    return cord(`M${x0} 300 C ${x0 + 180} 300 ${x0 + 180} ${y} 560 ${y}`, colors[i % colors.length], 5) + end(600, y, i);
  }).join('') + circle(x0, 300, 12, C.black);

const fiberColors = [
  '#2563eb',
  '#f97316',
  '#16a34a',
  '#92400e',
  '#64748b',
  '#f8fafc',
  '#dc2626',
  '#111827',
  '#facc15',
  '#7c3aed',
  '#ec4899',
  '#06b6d4',
];

/** An SFP module in three-quarter view with its bail latch in `latch` colour. */
const sfp = (x, y, latch, label) =>
  group(
    `translate(${x} ${y})`,
    box(0, 0, 360, 110, 120, C.steel) +
      rect(20, 20, 240, 70, C.white, { rx: 4, sw: 2 }) +
      text(140, 52, label, { size: 20 }) +
      text(140, 78, 'FiberPro', { size: 14, weight: 400 }) +
      path('M360 20 h50 v70 h-50', 'none', { sw: 10, stroke: C.ink }) +
      path('M360 20 h50 v70 h-50', 'none', { sw: 6, stroke: latch }) +
      rect(300, 30, 40, 22, C.screen, { rx: 3, sw: 2 }) +
      rect(300, 58, 40, 22, C.screen, { rx: 3, sw: 2 }),
  );

/** A small desktop box (media converter) with its ports drawn by `front`. */
const desktop = (color, front) =>
  box(170, 250, 420, 150, 160, color) + front + repeat(3, 30, 0, (dx) => circle(220 + dx, 280, 7, C.trace, { sw: 2 }));

/** A closure body: dome standing on its base, or a horizontal barrel. */
const dome = () =>
  rect(270, 120, 260, 300, C.black, { rx: 130, gloss: true }) +
  rect(250, 380, 300, 40, C.steelDark, { rx: 8 }) +
  rect(260, 420, 280, 70, C.black, { rx: 10 }) +
  repeat(5, 52, 0, (dx, _, i) => circle(298 + dx, 456, i === 2 ? 20 : 13, C.steelDark, { sw: 3 }));

export const plant = {
  'os2-loose-tube-12f-outdoor-cable-1000ft': {
    label: '12F OS2 · 1,000 ft',
    body: () => reelWithSection({ cable: C.black, legend: '12F OS2', sub: '1,000 ft' }, looseTubes(650, 200, 80, 2)),
  },
  'os2-loose-tube-48f-outdoor-cable-5000ft': {
    label: '48F OS2 · 5,000 ft',
    body: () => reelWithSection({ cable: C.black, legend: '48F OS2', sub: '5,000 ft', r: 210 }, looseTubes(650, 200, 80, 4)),
  },
  'armored-loose-tube-24f-direct-burial-2000ft': {
    label: '24F armored · 2,000 ft',
    body: () =>
      reelWithSection(
        { cable: C.black, legend: '24F ARM', sub: '2,000 ft' },
        circle(650, 200, 80, C.black) + circle(650, 200, 66, C.steel, { sw: 3 }) + looseTubes(650, 200, 58, 4, C.black),
      ),
  },
  'adss-96f-aerial-cable-5000ft': {
    label: '96F ADSS · 200 m span',
    body: () =>
      reelWithSection(
        { cable: C.black, legend: '96F ADSS', sub: '5,000 ft', r: 215 },
        circle(650, 200, 80, C.black) + circle(650, 200, 68, C.yellow, { sw: 2 }) + looseTubes(650, 200, 60, 8, C.black),
      ),
  },
  'ftth-flat-drop-cable-1f-1000ft': {
    label: '1F flat drop · 1,000 ft',
    body: () =>
      reelWithSection(
        { cable: C.black, legend: '1F DROP', sub: 'G.657.A2', r: 160, flange: C.black },
        rect(570, 160, 160, 80, C.black, { rx: 30 }) +
          circle(600, 200, 12, C.steel, { sw: 2 }) +
          circle(700, 200, 12, C.steel, { sw: 2 }) +
          circle(650, 200, 8, C.yellow, { sw: 2 }),
      ),
  },
  'om4-plenum-distribution-cable-12f-1000ft': {
    label: '12F OM4 OFNP · 1,000 ft',
    body: () =>
      reelWithSection(
        { cable: C.aqua, legend: '12F OM4', sub: 'OFNP plenum', flange: C.steelDark },
        circle(650, 200, 80, C.aqua) +
          repeat(12, 0, 0, (_, __, i) =>
            circle(650 + Math.cos(i * 0.5236) * 44, 200 + Math.sin(i * 0.5236) * 44, 12, fiberColors[i], { sw: 2 }),
          ) +
          circle(650, 200, 16, C.yellow, { sw: 2 }),
      ),
  },
  'micro-blown-fiber-cable-96f-6000ft': {
    label: '96F microcable · 6.0 mm',
    body: () => reelWithSection({ cable: C.black, legend: '96F µ', sub: '6.0 mm, 6,000 ft', r: 200 }, looseTubes(650, 200, 80, 8)),
  },
  'microduct-bundle-7way-14-10mm-1000ft': {
    label: '7-way 14/10 mm microduct',
    body: () =>
      reelWithSection(
        { cable: C.orange, legend: '7 × 14/10', sub: '1,000 ft', r: 210 },
        circle(650, 200, 82, C.black) +
          repeat(
            7,
            0,
            0,
            (_, __, i) =>
              circle(650 + (i ? Math.cos(i * 1.047) * 52 : 0), 200 + (i ? Math.sin(i * 1.047) * 52 : 0), 25, fiberColors[i], { sw: 2 }) +
              circle(650 + (i ? Math.cos(i * 1.047) * 52 : 0), 200 + (i ? Math.sin(i * 1.047) * 52 : 0), 17, C.white, { sw: 1.5 }),
          ),
      ),
  },
  'adss-dead-end-preformed-14-5mm': {
    label: 'ADSS dead-end · 14.0–15.0 mm',
    body: () =>
      cord('M60 330 H740', C.black, 18) +
      repeat(24, 22, 0, (dx) => line(`M${240 + dx} 312 l16 36`, C.steel, 5)) +
      path('M240 330 q-90 -70 -150 0 q60 70 150 0', 'none', { sw: 10, stroke: C.steel }) +
      rect(40, 300, 40, 60, C.steelDark, { rx: 6 }) +
      rect(20, 315, 20, 30, C.steelDark, { rx: 3 }) +
      rect(232, 322, 20, 16, C.red, { rx: 3, sw: 2 }) +
      text(480, 280, 'reinforcing rods + dead-end helix', { size: 18, fill: C.steelDark, weight: 400 }),
  },
  'adss-suspension-clamp-14-5mm': {
    label: 'ADSS suspension · 0–30°',
    body: () =>
      cord('M60 360 q340 -60 680 0', C.black, 18) +
      repeat(18, 24, 0, (dx) => line(`M${190 + dx} ${338 - (dx < 200 ? dx / 12 : (400 - dx) / 12)} l14 36`, C.steel, 4)) +
      rect(320, 300, 160, 70, C.steel, { rx: 30, gloss: true }) +
      rect(385, 180, 30, 120, C.steelDark, { rx: 4 }) +
      rect(330, 160, 140, 30, C.steelDark, { rx: 6 }) +
      circle(400, 175, 10, C.light, { sw: 2 }),
  },
  'ftth-drop-p-clamp-100-pack': {
    label: 'Drop P-clamps · 100',
    body: () =>
      repeat(3, 190, 20, (dx, dy) =>
        group(
          `translate(${140 + dx} ${240 + dy})`,
          path('M0 60 q0 -60 60 -60 h60 v120 h-60 q-60 0 -60 -60 Z', C.black, { gloss: true }) +
            path('M40 50 h90 l-10 20 h-80 Z', C.steelDark) +
            path('M-10 60 q-60 -90 -20 -160', 'none', { sw: 6, stroke: C.steel }),
        ),
      ) + cord('M120 430 H700', C.black, 10),
  },
  'microduct-push-fit-coupler-14mm-10-pack': {
    label: 'Push-fit coupler · 14 mm',
    body: () =>
      cord('M80 300 H320', C.orange, 40) +
      cord('M480 300 H720', C.orange, 40) +
      rect(290, 260, 220, 80, C.white, { rx: 16, gloss: true }) +
      rect(290, 258, 40, 84, C.upc, { rx: 8 }) +
      rect(470, 258, 40, 84, C.upc, { rx: 8 }) +
      text(400, 420, '16 bar · gas-tight', { size: 20, fill: C.steelDark }),
  },
  'microduct-end-caps-assortment-50': {
    label: 'End caps + seals · 5–16 mm',
    body: () =>
      repeat(
        7,
        80,
        0,
        (dx, _, i) =>
          rect(130 + dx, 300 - i * 3, 40 + i * 4, 60 + i * 6, C.upc, { rx: 8, gloss: true }) +
          ellipse(150 + dx + i * 2, 300 - i * 3, 20 + i * 2, 8, shade(C.upc, 0.3), { sw: 2 }),
      ) + repeat(3, 90, 0, (dx) => circle(280 + dx, 460, 24, C.black, { sw: 3 }) + line(`M${280 + dx} 436 v18`, C.white, 3)),
  },
  'tracer-wire-12awg-ccs-1000ft': {
    label: 'Tracer wire · 12 AWG CCS',
    body: () =>
      reel({ cable: C.orange, legend: '12 AWG', sub: 'copper-clad steel', flange: C.black, r: 170 }) +
      cord('M480 380 q120 40 220 -40', C.orange, 8),
  },
  'warning-tape-fiber-optic-6in-1000ft': {
    label: 'Warning tape · 6 in × 1,000 ft',
    body: () =>
      ellipse(230, 280, 90, 150, C.orange) +
      ellipse(230, 280, 30, 50, C.light) +
      path('M230 430 L720 430 L720 330 L230 330', C.orange, { sw: 3 }) +
      text(480, 372, 'CAUTION FIBER OPTIC', { size: 22 }) +
      text(480, 405, 'CABLE BURIED BELOW', { size: 22 }),
  },

  'sc-apc-field-installable-connector-10-pack': {
    label: 'SC/APC field connectors · 10',
    body: () =>
      repeat(3, 0, 110, (_, dy) => cord(`M80 ${180 + dy} H400`, C.black, 8) + sc(460, 180 + dy, C.apc)) +
      text(620, 300, 'APC', { size: 28, fill: C.apc }),
  },
  'lc-upc-pigtail-12-color-pack': {
    label: 'LC/UPC pigtails · 12 colors',
    body: () => pigtails(12, fiberColors, (x, y) => lc(x, y, C.upc)),
  },
  'fc-upc-pigtail-12-pack': { label: 'FC/UPC pigtails · 12', body: () => pigtails(8, [C.yellow], (x, y) => fc(x, y, C.upc)) },
  'sc-apc-sm-simplex-patch-cord-3m': {
    label: 'SC/APC ↔ SC/APC · 3 m',
    body: () =>
      patchCord(
        (x, y) => sc(x, y, C.apc, { dir: -1 }),
        (x, y) => sc(x, y, C.apc),
        C.yellow,
      ),
  },
  'lc-upc-duplex-om4-patch-cord-3m': {
    label: 'LC duplex OM4 · 3 m',
    body: () =>
      patchCord(
        (x, y) => lc(x, y, C.beige, { dir: -1 }) + lc(x, y + 34, C.beige, { dir: -1 }),
        (x, y) => lc(x, y, C.beige) + lc(x, y + 34, C.beige),
        C.aqua,
        12,
      ),
  },
  'lc-upc-duplex-adapter-12-pack': {
    label: 'LC duplex adapters · 12',
    body: () =>
      repeat(
        3,
        150,
        0,
        (dx) =>
          box(180 + dx, 260, 110, 80, 60, C.upc) +
          rect(195 + dx, 282, 34, 36, C.screen, { sw: 0 }) +
          rect(241 + dx, 282, 34, 36, C.screen, { sw: 0 }),
      ),
  },
  'sc-apc-simplex-adapter-10-pack': {
    label: 'SC/APC adapters · 10',
    body: () =>
      repeat(
        3,
        160,
        0,
        (dx) =>
          rect(160 + dx, 290, 130, 22, C.apc, { rx: 4 }) +
          box(190 + dx, 250, 70, 110, 50, C.apc) +
          rect(210 + dx, 280, 30, 50, C.screen, { sw: 0 }),
      ),
  },
  'mpo12-to-lc-fanout-harness-os2-1m': {
    label: 'MPO-12 → 6 × LC duplex',
    body: () =>
      mpo(150, 300, C.apc) +
      cord('M80 300 H100', C.yellow, 14) +
      pigtails(6, [C.yellow], (x, y) => lc(x, y - 13, C.upc) + lc(x, y + 13, C.upc), 230),
  },
  'mpo24-lc-cassette-om4-method-b': {
    label: 'MPO-24 → 12 LC · OM4',
    body: () =>
      box(130, 200, 420, 220, 200, C.black) +
      ports(160, 240, 6, 2, 'lc', C.aqua, { gapX: 64, gapY: 80 }) +
      text(340, 460, 'front: 12 LC duplex', { size: 16, weight: 400 }) +
      circle(650, 210, 90, C.white, { sw: 2 }) +
      mpo(640, 210, C.black, { pins: true }) +
      text(650, 330, 'rear: MPO-24', { size: 16, weight: 400 }),
  },
  'lc-duplex-adapter-plate-12-port-os2': {
    label: 'Adapter plate · 12 LC duplex',
    body: () =>
      rect(250, 80, 300, 420, C.black, { rx: 6, gloss: true }) +
      ports(300, 120, 2, 6, 'lc', C.upc, { gapX: 130, gapY: 60 }) +
      repeat(2, 0, 380, (_, dy) => circle(400, 100 + dy, 10, C.steel, { sw: 2 })),
  },

  'rack-mount-patch-panel-1u-24-lc-duplex': {
    label: '1U · 24 LC duplex',
    body: () =>
      rackFront(250, 1.4) + ports(110, 270, 12, 2, 'lc', C.upc, { gapX: 48, gapY: 26 }) + rect(330, 345, 140, 16, C.steelDark, { rx: 6 }),
  },
  'rack-mount-fiber-enclosure-4u-12-cassette': {
    label: '4U · 12 cassette slots',
    body: () =>
      rackFront(140, 4) +
      repeat(
        12,
        52,
        0,
        (dx, _, i) =>
          rect(96 + dx, 160, 44, 240, i < 5 ? C.black : C.steelDark, { rx: 3, sw: 2 }) +
          (i < 5 ? repeat(6, 0, 38, (_, dy) => rect(104 + dx, 170 + dy, 28, 16, C.aqua, { rx: 2, sw: 1.5 })) : ''),
      ),
  },
  'wall-mount-fiber-termination-box-24-sc': {
    label: 'Wall box · 24 SC',
    body: () =>
      rect(180, 100, 360, 400, C.light, { rx: 8, gloss: true }) +
      path('M540 100 l160 60 v360 l-160 -20', C.steel, { gloss: true }) +
      rect(210, 130, 300, 150, C.white, { rx: 10, sw: 2 }) +
      path('M240 205 q60 -60 120 0 t120 0', 'none', { sw: 3, stroke: C.yellow }) +
      ports(218, 320, 12, 2, 'sc', C.upc, { gapX: 24, gapY: 40 }),
  },
  'splice-tray-24-fiber-5-pack': {
    label: 'Splice trays · 24F × 5',
    body: () =>
      repeat(5, 0, -18, (_, dy) => rect(150, 380 + dy, 500, 30, C.steel, { rx: 8 })) +
      rect(150, 150, 500, 200, C.white, { rx: 14, gloss: true }) +
      path('M200 250 q0 -80 100 -80 h200 q100 0 100 80 t-100 80 h-200 q-100 0 -100 -80', 'none', { sw: 3, stroke: C.yellow }) +
      repeat(12, 14, 0, (dx) => rect(318 + dx, 215, 8, 70, '#dbeafe', { rx: 3, sw: 1.5 })),
  },
  'dome-splice-closure-144-fiber': { label: 'Dome closure · 144 splices', body: () => dome() },
  'inline-splice-closure-96-fiber': {
    label: 'Inline closure · 96 splices',
    body: () =>
      cord('M40 300 H170', C.black, 20) +
      cord('M630 300 H760', C.black, 20) +
      cord('M40 340 H170', C.black, 12) +
      rect(160, 200, 480, 200, C.black, { rx: 90, gloss: true }) +
      repeat(6, 70, 0, (dx) => rect(220 + dx, 196, 20, 208, C.steelDark, { rx: 4, sw: 2 })) +
      line('M170 300 H630', C.steelDark, 3),
  },
  'ftth-nap-terminal-8-port-sc-apc': {
    label: 'NAP · 8 SC/APC inside, grommets',
    body: () =>
      box(180, 140, 400, 300, 120, C.steelDark) +
      rect(215, 170, 330, 200, C.white, { rx: 10, sw: 2 }) +
      text(380, 200, '1×8 splitter → 8 SC/APC', { size: 18 }) +
      ports(245, 230, 4, 2, 'sc', C.apc, { gapX: 75, gapY: 60 }) +
      repeat(8, 44, 0, (dx) => circle(226 + dx, 410, 12, C.black, { sw: 3 }) + circle(226 + dx, 410, 4, C.steel, { sw: 0 })),
  },
  'ftth-fiber-pedestal-above-grade': {
    label: 'Pedestal · above grade',
    body: () =>
      rect(60, 430, 680, 80, '#c8a57a', { sw: 3 }) +
      rect(290, 120, 220, 340, C.apc, { rx: 6, gloss: true }) +
      path('M280 120 l120 -60 l120 60 Z', shade(C.apc, -0.2)) +
      repeat(8, 0, 30, (_, dy) => line(`M310 ${200 + dy} h180`, shade(C.apc, -0.3), 3)) +
      circle(400, 160, 12, C.steel, { sw: 2 }) +
      text(620, 470, 'grade', { size: 16, weight: 400 }),
  },

  'gigabit-media-converter-sm-sc-20km': {
    label: 'Media converter · RJ45 ↔ SC',
    body: () =>
      desktop(
        C.black,
        rect(220, 320, 60, 50, C.light, { rx: 4, sw: 2 }) +
          rect(320, 320, 90, 50, C.upc, { rx: 4, sw: 2 }) +
          rect(335, 332, 24, 26, C.screen, { sw: 0 }) +
          rect(371, 332, 24, 26, C.screen, { sw: 0 }),
      ),
  },
  'media-converter-10g-sfp-plus': {
    label: '10G converter · RJ45 ↔ SFP+',
    body: () => desktop(C.navy, rect(220, 320, 60, 50, C.light, { rx: 4, sw: 2 }) + ports(340, 330, 1, 1, 'sfp', C.steel)),
  },
  'sfp-1g-lx-1310nm-10km-lc': { label: 'SFP 1G LX · blue latch', body: () => sfp(150, 250, C.upc, '1000BASE-LX 10 km') },
  'sfp-plus-10g-lr-1310nm-10km-lc': { label: 'SFP+ 10G LR · blue latch', body: () => sfp(150, 250, C.upc, '10GBASE-LR 10 km') },
  'sfp-plus-10g-sr-850nm-multimode': { label: 'SFP+ 10G SR · black latch', body: () => sfp(150, 250, C.black, '10GBASE-SR 850 nm') },
  'bidi-sfp-pair-1310-1550nm-20km': {
    label: 'BiDi pair · 1310 / 1550 nm',
    body: () =>
      group('translate(0 -100) scale(.85)', sfp(120, 240, C.upc, 'Tx 1310 / Rx 1550')) +
      group('translate(120 170) scale(.85)', sfp(120, 240, C.yellow, 'Tx 1550 / Rx 1310')),
  },
  'plc-splitter-1x8-sc-apc-box': {
    label: '1×8 PLC splitter · SC/APC',
    body: () =>
      rect(150, 250, 180, 100, C.white, { rx: 10, gloss: true }) +
      text(240, 308, '1×8', { size: 30 }) +
      cord('M150 300 H90', C.yellow, 5) +
      sc(70, 300, C.apc, { dir: -1 }) +
      pigtails(8, [C.yellow], (x, y) => sc(x, y, C.apc), 330),
  },
  'plc-splitter-1x32-rack-module': {
    label: '1×32 PLC · 1U SC/APC',
    body: () =>
      rackFront(220, 1.8) +
      rect(100, 250, 40, 40, C.apc, { rx: 3 }) +
      ports(170, 240, 16, 2, 'sc', C.apc, { gapX: 34, gapY: 36 }) +
      text(120, 330, 'IN', { size: 14, fill: C.white }),
  },
  'managed-fiber-switch-24-sfp-4-sfp-plus': {
    label: 'L2+ switch · 24 SFP + 4 SFP+',
    body: () =>
      rackFront(240, 1.4) +
      ports(100, 262, 12, 2, 'sfp', C.steel, { gapX: 40, gapY: 26 }) +
      ports(600, 262, 2, 2, 'sfp', C.steel, { gapX: 40, gapY: 26 }) +
      repeat(6, 14, 0, (dx) => circle(590 + dx, 250, 4, C.trace, { sw: 0 })),
  },
};
