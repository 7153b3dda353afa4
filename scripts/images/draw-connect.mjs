// Pictures of the connectivity family's cords and trunks (test jumpers, MPO trunks, patch cords).
import { C, cord, group, lc, mpo, sc, text } from './parts.mjs';

/** A coiled cord with a connector drawn by `left` and `right` at its ends and its length below. */
const coiled = (left, right, cable, length, width = 8) =>
  cord('M250 200 C 100 200 100 440 300 440 S 540 300 540 200', cable, width) +
  cord('M540 200 H560', cable, width) +
  group('translate(210 200) scale(1.7)', left(0, 0)) +
  group('translate(600 200) scale(1.7)', right(0, 0)) +
  text(400, 500, length, { size: 22 });

/** A trunk on a loose coil with an MPO at each end; pins drawn on male ends. */
const trunk = (color, cable, pins, legend) =>
  cord('M200 300 C 200 120 600 120 600 300 S 200 480 200 300', cable, 14) +
  cord('M170 300 H200 M600 300 H630', cable, 14) +
  group('translate(110 300) scale(-1 1)', mpo(0, 0, color, { pins })) +
  mpo(690, 300, color, { pins }) +
  text(400, 310, legend, { size: 24 });

export const connect = {
  'hybrid-test-jumpers-sc-upc-sc-apc-sm-2m-pair': {
    label: 'SC/UPC ↔ SC/APC · 2 m pair',
    body: () =>
      coiled(
        (x, y) => sc(x, y, C.upc, { dir: -1 }),
        (x, y) => sc(x, y, C.apc),
        C.yellow,
        '2 m × 2',
      ),
  },
  'test-jumper-sc-upc-lc-upc-om4-2m': {
    label: 'SC/UPC ↔ LC/UPC · OM4 · 2 m',
    body: () =>
      coiled(
        (x, y) => sc(x, y, C.aqua, { dir: -1 }),
        (x, y) => lc(x, y, C.aqua),
        C.aqua,
        '2 m',
      ),
  },
  'mpo24-trunk-om4-type-b-female-10m': {
    label: 'MPO-24 trunk · OM4 · Type B',
    body: () => trunk(C.aqua, C.aqua, false, '10 m · female both ends'),
  },
  'mpo12-trunk-os2-apc-type-a-male-10m': {
    label: 'MPO-12 trunk · OS2 APC · Type A',
    body: () => trunk(C.apc, C.yellow, true, '10 m · male both ends'),
  },
  'lc-upc-duplex-os2-patch-cord-3m': {
    label: 'LC duplex OS2 · 3 m',
    body: () =>
      coiled(
        (x, y) => lc(x, y, C.upc, { dir: -1 }) + lc(x, y + 34, C.upc, { dir: -1 }),
        (x, y) => lc(x, y, C.upc) + lc(x, y + 34, C.upc),
        C.yellow,
        '3 m',
        12,
      ),
  },
  // The OM4 cord has aqua housings (TIA-568.3-D), not the beige of 62.5 µm multimode.
  'lc-upc-duplex-om4-patch-cord-3m': {
    label: 'LC duplex OM4 · 3 m',
    body: () =>
      coiled(
        (x, y) => lc(x, y, C.aqua, { dir: -1 }) + lc(x, y + 34, C.aqua, { dir: -1 }),
        (x, y) => lc(x, y, C.aqua) + lc(x, y + 34, C.aqua),
        C.aqua,
        '3 m',
        12,
      ),
  },
};
