// Drawing parts of the machines: blowing heads, hydraulic power packs, thrust borers in their pit.
import { C, circle, cord, group, line, path, rect, repeat, text } from './parts.mjs';

/** A pair of drive belts with their pulleys; the cable runs between them at y = 0. */
const belts = (x, length, gap) =>
  [-1, 1]
    .map((s) => {
      const y = s * (gap / 2 + 22) - 22;
      return (
        rect(x, y, length, 44, C.black, { rx: 22 }) +
        circle(x + 22, y + 22, 15, C.steel, { sw: 2 }) +
        circle(x + length - 22, y + 22, 15, C.steel, { sw: 2 })
      );
    })
    .join('');

/**
 * A cable blowing head on its skid, cable entering from the left and the duct leaving on the
 * right. `sets` of belts, `duct` the duct colour and width, `handle` for the portable one.
 */
export function blowingHead({ color, duct = C.orange, ductWidth = 22, cableWidth = 10, sets = 1, handle = false, counter = '1,248 m' }) {
  const bodyW = 180 + sets * 170;
  const beltSvg = repeat(sets, 170, 0, (dx) => belts(30 + dx, 150, cableWidth + 4));
  return (
    rect(-20, 110, bodyW + 40, 22, C.steelDark, { rx: 4 }) +
    rect(0, -90, bodyW, 200, color, { rx: 12, gloss: true }) +
    cord(`M-150 0 H${bodyW + 20}`, C.black, cableWidth) +
    beltSvg +
    rect(bodyW - 60, -44, 70, 88, C.steel, { rx: 6, gloss: true }) +
    circle(bodyW - 44, -30, 5, C.light, { sw: 2 }) +
    circle(bodyW - 44, 30, 5, C.light, { sw: 2 }) +
    cord(`M${bodyW + 10} 0 H${bodyW + 230}`, duct, ductWidth) +
    rect(20, -150, 130, 56, C.screen, { rx: 6 }) +
    text(85, -114, counter, { size: 22, fill: C.trace }) +
    circle(bodyW - 150, -124, 26, C.white) +
    line(`M${bodyW - 150} -124 l14 -14`, C.red, 4) +
    cord(`M${bodyW - 30} -90 q10 -80 120 -90`, C.black, 12) +
    (handle ? path(`M40 -90 v-80 h${bodyW - 80} v80`, 'none', { sw: 14 }) : '')
  );
}

/** A hydraulic power pack on its frame: engine, tank, pump; hoses leave towards (hx, hy). */
export function powerPack(x, y, label, hose) {
  return (
    cord(hose, C.black, 10) +
    group(
      `translate(${x} ${y})`,
      rect(0, 0, 200, 150, 'none', { rx: 8 }) +
        rect(20, 40, 110, 90, C.red, { rx: 8, gloss: true }) +
        repeat(5, 18, 0, (dx) => line(`M${36 + dx} 52 v66`, '#7f1d1d', 3)) +
        rect(140, 60, 44, 70, C.steelDark, { rx: 6 }) +
        rect(30, 8, 90, 30, C.yellow, { rx: 6 }) +
        circle(160, 30, 16, C.black) +
        rect(-6, 144, 212, 12, C.steelDark, { rx: 3 }) +
        text(100, -12, label, { size: 18 }),
    )
  );
}

/** Soil in section with a launch pit from x0 to x1 (depth d) and the ground line at y. */
export const pit = (y, x0, x1, d) =>
  path(`M40 ${y} H${x0} V${y + d} H${x1} V${y} H760 V500 H40 Z`, '#c8a57a', { sw: 3 }) +
  repeat(9, 80, 0, (dx) => circle(70 + dx, y + d + 40 + (dx % 3) * 10, 4, '#a47c52', { sw: 0 })) +
  line(`M40 ${y} H${x0} M${x1} ${y} H760`, C.ink, 4);

/** A pit-launched thrust borer: thrust plate, rails, cylinder, gearbox and the rod string leaving right. */
export function borer({ x, y, length, color, rod = 14 }) {
  return (
    rect(x - 24, y - 90, 22, 120, C.steelDark, { rx: 3 }) +
    rect(x, y, length, 26, C.steel, { rx: 4, gloss: true }) +
    rect(x + 10, y - 52, length * 0.55, 40, color, { rx: 18, gloss: true }) +
    rect(x + length * 0.55 + 10, y - 40, length * 0.2, 16, C.light, { sw: 2 }) +
    rect(x + length * 0.72, y - 78, 70, 76, color, { rx: 8, gloss: true }) +
    cord(`M${x + length * 0.72 + 70} ${y - 40} H760`, C.steelDark, rod) +
    repeat(3, 36, 0, (dx) => line(`M${x + length + 30 + dx * 2} ${y - 40 - rod / 2} v${rod}`, C.ink, 3))
  );
}
