// Pictures of the cable blowing and thrust boring families and their tooling.
import { C, circle, cord, ellipse, group, line, openCase, path, rect, repeat, text, jug } from './parts.mjs';
import { blowingHead, borer, pit, powerPack } from './machines.mjs';

export const rod = (x, y, length, d = 26) =>
  rect(x, y, length, d, C.steel, { rx: 4, gloss: true }) +
  rect(x - 24, y + 3, 26, d - 6, C.steelDark, { rx: 2 }) +
  repeat(4, 6, 0, (dx) => line(`M${x - 22 + dx} ${y + 3} v${d - 6}`, C.ink, 1.5)) +
  rect(x + length, y - 2, 30, d + 4, C.steelDark, { rx: 3 });

/** A fluted cone (bit or reamer) pointing left, `r` its radius. */
export const cone = (x, y, r, color, teeth = true) =>
  path(`M${x} ${y} L${x + r * 2.2} ${y - r} h${r * 0.6} v${r * 2} h${-r * 0.6} Z`, color, { gloss: true }) +
  repeat(3, 0, 0, (_, __, i) => line(`M${x + r * 0.4} ${y} L${x + r * 2.2} ${y - r + (i + 0.5) * ((r * 2) / 3)}`, C.ink, 2)) +
  (teeth ? repeat(4, r * 0.5, 0, (dx, _, i) => rect(x + r * 0.5 + dx, y - r * (0.3 + i * 0.2) - 4, 8, 8, C.yellow, { sw: 1.5 })) : '');

export const machines = {
  'pb-pneumatic-blowing-machine': {
    label: 'Pneumatic · 2.5–16 mm cable',
    body: () =>
      group('translate(170 330)', blowingHead({ color: C.orange })) + text(400, 120, 'AIR MOTOR DRIVE', { size: 18, fill: C.steelDark }),
  },
  'pb-hydro-blowing-machine': {
    label: 'Hydraulic · 6–24 mm cable',
    body: () =>
      powerPack(60, 330, '6.5 hp pack', 'M260 400 q60 0 90 -60 t80 -40') +
      group('translate(330 270) scale(.78)', blowingHead({ color: C.navy, ductWidth: 30, cableWidth: 14, counter: '2,310 m' })),
  },
  'microcable-blowing-machine-mb8': {
    label: 'MB-8 · 5–16 mm microduct',
    body: () =>
      group('translate(230 330) scale(.9)', blowingHead({ color: C.upc, ductWidth: 14, cableWidth: 6, handle: true, counter: '865 m' })),
  },
  'large-duct-cable-blowing-machine-lb32': {
    label: 'LB-32 · 40–110 mm duct',
    body: () =>
      powerPack(40, 340, '13 hp pack', 'M240 410 q60 0 80 -70') +
      group('translate(300 280) scale(.62)', blowingHead({ color: C.yellow, ductWidth: 50, cableWidth: 26, sets: 2, counter: '1,920 m' })),
  },
  'compressor-aftercooler-separator-ac900': {
    label: 'AC-900 · 900 cfm',
    body: () =>
      rect(120, 450, 560, 30, C.steelDark, { rx: 4 }) +
      rect(150, 150, 330, 300, C.steel, { rx: 8, gloss: true }) +
      repeat(15, 20, 0, (dx) => line(`M${175 + dx} 170 v260`, C.steelDark, 3)) +
      circle(315, 300, 110, 'none', { sw: 6 }) +
      path('M315 300 l-60 -60 q40 -20 60 60 l60 -60 q20 40 -60 60 l60 60 q-40 20 -60 -60 l-60 60 q-20 -40 60 -60', C.black, { sw: 2 }) +
      rect(520, 170, 70, 230, C.navy, { rx: 30, gloss: true }) +
      rect(610, 200, 50, 200, C.navy, { rx: 22, gloss: true }) +
      repeat(2, 90, 0, (dx) => rect(545 + dx - (dx ? 15 : 0), 400, 20, 40, C.steelDark, { rx: 3 })) +
      cord('M40 260 H150', C.black, 16) +
      cord('M660 260 H760', C.black, 16) +
      text(315, 130, 'HOT IN → COOL, DRY OUT', { size: 18, fill: C.steelDark }),
  },
  'duct-pressure-test-kit-5-63mm': {
    label: 'DPT-63 · up to 16 bar',
    body: () =>
      openCase(C.black, C.steelDark) +
      circle(290, 360, 70, C.white, { gloss: true }) +
      repeat(9, 0, 0, (_, __, i) =>
        line(
          `M${290 + Math.cos(2.4 + i * 0.55) * 52} ${360 + Math.sin(2.4 + i * 0.55) * 52} l${Math.cos(2.4 + i * 0.55) * 10} ${Math.sin(2.4 + i * 0.55) * 10}`,
        ),
      ) +
      line('M290 360 l40 -30', C.red, 5) +
      text(290, 410, 'bar', { size: 16, weight: 400 }) +
      rect(360, 345, 110, 30, C.steel, { rx: 6 }) +
      rect(400, 320, 20, 25, C.red, { rx: 3 }) +
      repeat(7, 40, 0, (dx, _, i) => circle(500 + (i % 4) * 40, 320 + Math.floor(i / 4) * 50 + 0 * dx, 10 + i * 1.5, C.upc, { sw: 2 })) +
      repeat(4, 32, 0, (dx, _, i) => circle(520 + dx * 1.2, 440, 12 + i * 3, C.black, { sw: 2 })),
  },
  'duct-foam-carriers-assortment': {
    label: 'Foam carriers · 5.5–40 mm ID',
    body: () =>
      [
        [150, 400, 70, C.yellow],
        [320, 410, 52, C.yellow],
        [450, 420, 30, C.orange],
        [540, 425, 24, C.orange],
        [615, 430, 18, C.orange],
        [675, 434, 12, C.orange],
      ]
        .map(
          ([x, y, r, col]) =>
            ellipse(x + r * 1.3, y - r, r * 0.45, r, col) +
            rect(x, y - r * 2, r * 1.3, r * 2, col, { sw: 0 }) +
            line(`M${x} ${y - r * 2} h${r * 1.3} M${x} ${y} h${r * 1.3}`, C.ink, 4) +
            ellipse(x, y - r, r * 0.45, r, col) +
            repeat(4, r * 0.3, 0, (dx) => circle(x + 8 + dx, y - r + (dx % 2 ? 8 : -8), 3, '#b45309', { sw: 0 })),
        )
        .join('') +
      cord('M120 200 H700', C.orange, 40) +
      text(410, 160, 'blown through the duct ahead of the cable', { size: 18, fill: C.steelDark, weight: 400 }),
  },
  'cable-blowing-duct-lubricant-1-gal': { label: 'Blowing lubricant · 1 gal', body: () => jug(C.upc, C.navy, 'BLOWING', 'duct lubricant') },
  'duct-clamp-seal-set-pb-pneumatic': {
    label: 'Clamps 7–40 mm · seals 4–16 mm',
    body: () =>
      openCase(C.orange, C.black) +
      repeat(5, 100, 0, (dx, _, i) =>
        path(`M${170 + dx} 330 a${20 + i * 5} ${20 + i * 5} 0 0 1 ${80} 0 h-16 a${14 + i * 3} ${14 + i * 3} 0 0 0 -48 0 Z`, C.steel, {
          sw: 2,
          gloss: true,
        }),
      ) +
      repeat(
        7,
        66,
        0,
        (dx, _, i) =>
          circle(200 + dx, 420, 14 + i * 2, C.screen, { sw: 3, stroke: C.steelDark }) + circle(200 + dx, 420, 4 + i, C.light, { sw: 1 }),
      ),
  },
  'thrust-boring-machine': {
    label: '24,000 lbf · 150 ft crossings',
    body: () =>
      pit(220, 140, 560, 200) +
      borer({ x: 170, y: 370, length: 330, color: C.orange }) +
      powerPack(560, 64, '13 hp unit', 'M560 190 q-120 0 -150 120'),
  },
  'compact-thrust-borer-tb12': {
    label: 'TB-12 · 12,000 lbf',
    body: () =>
      pit(240, 220, 480, 170) +
      borer({ x: 250, y: 360, length: 200, color: C.upc, rod: 10 }) +
      powerPack(520, 84, '9 hp unit', 'M520 200 q-80 0 -120 130'),
  },
  'heavy-thrust-borer-tb40': {
    label: 'TB-40 · 40,000 lbf',
    body: () =>
      pit(200, 70, 640, 220) +
      borer({ x: 100, y: 370, length: 480, color: C.yellow, rod: 20 }) +
      powerPack(570, 44, '27 hp unit', 'M570 170 q-120 20 -170 140'),
  },
  'thrust-boring-drill-rods-1-5-8-5-pack': {
    label: '1-5/8 in × 4 ft · 5 rods',
    body: () =>
      repeat(5, 14, 44, (dx, dy) => rod(150 + dx, 200 + dy, 470)) +
      text(400, 160, 'tapered box and pin threads', { size: 18, fill: C.steelDark, weight: 400 }),
  },
  'thrust-boring-pilot-bit-set-2in': {
    label: '2 in cone + slant-face bits',
    body: () =>
      cone(150, 240, 60, C.steelDark) +
      rect(282, 212, 160, 56, C.steel, { rx: 6, gloss: true }) +
      path('M170 420 L300 360 h140 v90 h-200 Z', C.steelDark, { gloss: true }) +
      repeat(4, 30, -14, (dx, dy) => rect(200 + dx, 415 + dy, 12, 12, C.yellow, { sw: 1.5 })) +
      text(560, 250, 'cone', { size: 24 }) +
      text(560, 420, 'slant face', { size: 24 }),
  },
  'thrust-boring-backreamer-set-3-4-6in': {
    label: 'Backreamers 3 · 4 · 6 in',
    body: () =>
      [
        [110, 180, 36, '3 in'],
        [110, 300, 48, '4 in'],
        [110, 440, 70, '6 in'],
      ]
        .map(
          ([x, y, r, l]) =>
            rect(x - 70, y - 12, 72, 24, C.steel, { rx: 4 }) +
            cone(x, y, r, C.steelDark) +
            circle(x + r * 2.8 + 26, y, 20, 'none', { sw: 8 }) +
            text(x + r * 2.8 + 110, y + 8, l, { size: 24 }),
        )
        .join(''),
  },
  'walkover-bore-locator-sonde-bl1': {
    label: 'BL-1 · sonde + receiver',
    body: () =>
      path('M300 190 v-90 q0 -30 30 -30 h100 q30 0 30 30 v90', 'none', { sw: 22 }) +
      path('M300 190 v-90 q0 -30 30 -30 h100 q30 0 30 30 v90', 'none', { sw: 14, stroke: C.black }) +
      rect(260, 180, 240, 150, C.yellow, { rx: 18, gloss: true }) +
      rect(285, 200, 190, 100, C.screen, { rx: 8, sw: 2 }) +
      text(380, 240, 'depth 6.2 ft', { size: 22, fill: C.trace }) +
      text(380, 275, 'pitch +1.5 %  roll 3', { size: 15, fill: C.trace }) +
      rect(330, 330, 100, 150, C.black, { rx: 12, gloss: true }) +
      rect(530, 420, 200, 40, C.steel, { rx: 20, gloss: true }) +
      rect(570, 430, 90, 20, C.red, { rx: 8, sw: 2 }) +
      text(630, 500, 'sonde + housing', { size: 16, weight: 400 }),
  },
  'conduit-pullback-swivel-and-duct-pulling-heads': {
    label: 'Swivel 10,000 lbf + 4 heads',
    body: () =>
      circle(110, 200, 24, 'none', { sw: 8 }) +
      rect(134, 180, 220, 40, C.steel, { rx: 10, gloss: true }) +
      line('M230 180 v40', C.ink, 3) +
      circle(380, 200, 24, 'none', { sw: 8 }) +
      cord('M410 200 H720', C.orange, 40) +
      repeat(4, 150, 0, (dx, _, i) =>
        path(`M${120 + dx} ${430} l${40 + i * 8} ${-(18 + i * 8)} h40 v${36 + i * 16} h-40 Z`, C.steelDark, { gloss: true }),
      ) +
      text(400, 320, 'heads for 1-1/4, 2, 3 and 4 in duct', { size: 18, fill: C.steelDark, weight: 400 }),
  },
};
