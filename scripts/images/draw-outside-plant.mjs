// Pictures of the outside-plant additions: small and pre-connectorized FTTH drops, drop hooks,
// the ADSS slack snowshoe, and the tracer wire's splice connectors and test station.
import { C, circle, cord, group, line, path, rect, reel, repeat, sc, section, text } from './parts.mjs';

/** A coil of flat drop with an SC/APC plug on each end and its length on a tag. */
const connectorizedDrop = (length) =>
  cord('M300 300 C 120 300 120 470 330 470 S 560 330 420 300', C.black, 12) +
  cord('M300 300 C 220 240 300 145 345 142', C.black, 12) +
  cord('M420 300 C 500 240 470 165 508 160', C.black, 12) +
  group('translate(240 140) scale(1.7) rotate(180)', sc(0, 0, C.apc)) +
  group('translate(610 160) scale(1.7)', sc(0, 0, C.apc)) +
  rect(470, 400, 200, 70, C.white, { rx: 8, sw: 2 }) +
  text(570, 432, length, { size: 26 }) +
  text(570, 458, 'SC/APC ↔ SC/APC', { size: 15, weight: 400 });

export const outsidePlant = {
  'ftth-flat-drop-cable-2x3mm-1f-1000ft': {
    label: '2.0 × 3.0 mm drop · 1,000 ft',
    body: () =>
      reel({ cable: C.black, legend: '2×3 DROP', sub: 'G.657.A2', r: 150, flange: C.black }) +
      cord('M560 420 q80 40 120 -60', C.black, 8) +
      section(
        650,
        200,
        90,
        rect(590, 170, 120, 60, C.black, { rx: 24 }) +
          circle(612, 200, 9, C.steel, { sw: 2 }) +
          circle(688, 200, 9, C.steel, { sw: 2 }) +
          circle(650, 200, 7, C.yellow, { sw: 2 }),
      ),
  },
  'ftth-preconnectorized-drop-sc-apc-100ft': { label: 'Pre-connectorized drop · 100 ft', body: () => connectorizedDrop('100 ft') },
  'ftth-preconnectorized-drop-sc-apc-250ft': { label: 'Pre-connectorized drop · 250 ft', body: () => connectorizedDrop('250 ft') },
  'ftth-drop-wire-hook-50-pack': {
    label: 'Drop wire hooks · 50',
    body: () =>
      repeat(3, 200, 0, (dx) =>
        group(
          `translate(${180 + dx} 200)`,
          path('M0 0 q0 -60 50 -60 q50 0 50 60 v20', 'none', { sw: 12, stroke: C.steel }) +
            rect(-12, 0, 24, 150, C.steel, { rx: 6 }) +
            repeat(7, 0, 20, (_, dy) => line(`M-12 ${20 + dy} l24 8`, C.steelDark, 3)),
        ),
      ) + text(400, 470, '1,330 N in solid framing', { size: 20, fill: C.steelDark }),
  },
  'adss-storage-snowshoe-14-16mm': {
    label: 'ADSS snowshoe · 12–16 mm',
    body: () =>
      path('M200 300 q0 -120 120 -120 h160 q120 0 120 120 q0 120 -120 120 h-160 q-120 0 -120 -120 Z', C.steel, { gloss: true }) +
      path('M240 300 q0 -80 80 -80 h160 q80 0 80 80 q0 80 -80 80 h-160 q-80 0 -80 -80 Z', C.white) +
      cord('M210 300 q0 -110 110 -110 h160 q110 0 110 110 q0 110 -110 110 h-160 q-110 0 -110 -110', C.black, 10) +
      cord('M60 190 H320', C.black, 12) +
      cord('M480 410 H740', C.black, 12) +
      text(400, 310, 'R 300 mm', { size: 22, fill: C.steelDark }),
  },
  'tracer-wire-direct-burial-splice-connectors-20-pack': {
    label: 'Tracer splice connectors · 20',
    body: () =>
      repeat(3, 180, 0, (dx) =>
        group(
          `translate(${220 + dx} 260)`,
          path('M-45 0 h90 l-15 120 h-60 Z', C.orange, { gloss: true }) +
            rect(-30, 120, 60, 24, C.orange, { rx: 4 }) +
            cord('M-12 0 v-110', C.orange, 6) +
            cord('M12 0 v-110', C.orange, 6),
        ),
      ) + text(400, 470, 'gel-filled · 14–10 AWG', { size: 20, fill: C.steelDark }),
  },
  'tracer-wire-test-station-at-grade': {
    label: 'Tracer test station · at grade',
    body: () =>
      rect(330, 200, 140, 300, C.white, { gloss: true }) +
      rect(300, 170, 200, 40, C.black, { rx: 6 }) +
      rect(315, 140, 170, 34, C.orange, { rx: 10, gloss: true }) +
      text(400, 164, 'FIBER OPTIC', { size: 16 }) +
      circle(370, 260, 12, C.yellow, { sw: 2 }) +
      circle(430, 260, 12, C.yellow, { sw: 2 }) +
      line('M370 260 H430', C.steelDark, 4) +
      cord('M370 272 V470 q0 40 -200 40', C.orange, 6) +
      cord('M430 272 V470 q0 40 200 40', C.orange, 6) +
      line('M80 200 H720', C.steelDark, 3),
  },
};
