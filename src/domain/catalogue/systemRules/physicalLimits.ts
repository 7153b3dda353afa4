// Physical limits of the plant family (fiber cables, aerial/OSP hardware, FTTH drop), read from
// each product's `mechanical` facts:
// - a tensile rating or MRCL the strength members carry within 0.6 % strain (60 % of the fiber's
//   1 % proof strain, the GR-20 / ICEA limit for fiber strain at rated load);
// - every published sag and tension that of a parabola, T = w·L² / (8·s), and never above the
//   cable's limit at the rated span;
// - aerial hardware that holds what the cables it lists can pull (dead-ends and drop clamps at or
//   above the cable's limit, suspension clamps at or above the loaded weight of a rated span);
// - the page's own tensile and MRCL figures equal to the checked ones.
import type { RuleProduct, SystemRule } from './types';

/** Tensile modulus, N/mm² (GPa × 1000): E-glass FRP rod, steel, para-aramid (Kevlar 49 class) yarn. */
const MODULUS = { frp: 50_000, steel: 200_000, aramid: 112_000 } as const;
/** Density of para-aramid, g/cm³: tex / (1000 · ρ) is the yarn's section in mm². */
const ARAMID_DENSITY = 1.44;
export const ALLOWED_STRAIN = 0.006;
/** Rounding in published figures. */
const TOLERANCE = 0.03;

type Mechanical = NonNullable<RuleProduct['mechanical']>;
type Member = NonNullable<Mechanical['strength_members']>[number];

const file = (p: RuleProduct) => `products/${p.slug}.md`;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

function memberArea(m: Member): number | undefined {
  if (m.kind === 'aramid') return m.tex === undefined ? undefined : (m.count * m.tex) / (1000 * ARAMID_DENSITY);
  return m.diameter_mm === undefined ? undefined : (m.count * Math.PI * m.diameter_mm ** 2) / 4;
}

/** Axial stiffness EA of the strength members, N, or the member that cannot be sized. */
export function axialStiffness(members: readonly Member[]): number | { unsized: Member } {
  let ea = 0;
  for (const m of members) {
    const area = memberArea(m);
    if (area === undefined) return { unsized: m };
    ea += area * MODULUS[m.kind];
  }
  return ea;
}

/** The most the cable may carry: its MRCL when self-supporting, else its installation rating. */
const cableLimit = (m: Mechanical) => m.mrcl_n ?? m.tensile_install_n;

const rated = (p: RuleProduct) => [
  ...(p.mechanical?.tensile_install_n ? [['mechanical.tensile_install_n', p.mechanical.tensile_install_n] as const] : []),
  ...(p.mechanical?.mrcl_n ? [['mechanical.mrcl_n', p.mechanical.mrcl_n] as const] : []),
];

const strengthMembers: SystemRule = (products) =>
  products.flatMap((p) => {
    const ratings = rated(p);
    if (!ratings.length) return [];
    const members = p.mechanical?.strength_members ?? [];
    if (!members.length) return [`${file(p)} mechanical.strength_members: a tensile rating needs the strength members that carry it`];
    const ea = axialStiffness(members);
    if (typeof ea !== 'number')
      return [`${file(p)} mechanical.strength_members: ${ea.unsized.kind} needs ${ea.unsized.kind === 'aramid' ? 'tex' : 'diameter_mm'}`];
    const capacity = ea * ALLOWED_STRAIN;
    return ratings
      .filter(([, load]) => load > capacity * (1 + TOLERANCE))
      .map(
        ([field, load]) =>
          `${file(p)} ${field}: ${fmt(load)} N strains the strength members (EA ${fmt(ea / 1000)} kN) ${((100 * load) / ea).toFixed(1)} %; at 0.6 % they carry ${fmt(capacity)} N`,
      );
  });

const parabola = (w: number, span: number, sag: number) => (w * span ** 2) / (8 * sag);
const off = (stated: number, expected: number) => Math.abs(stated - expected) > expected * TOLERANCE;

const sagTension: SystemRule = (products) =>
  products.flatMap((p) => {
    const m = p.mechanical;
    if (!m?.sag_tension?.length) return [];
    const problems: string[] = [];
    const limit = cableLimit(m);
    if (!m.weight_n_per_m || !m.loaded_weight_n_per_m || !limit)
      return [`${file(p)} mechanical.sag_tension: a table needs weight_n_per_m, loaded_weight_n_per_m and the MRCL it is checked against`];
    for (const [i, row] of m.sag_tension.entries()) {
      const field = `mechanical.sag_tension[${i}]`;
      const install = parabola(m.weight_n_per_m, row.span_m, row.install_sag_m);
      const loaded = parabola(m.loaded_weight_n_per_m, row.span_m, row.loaded_sag_m);
      if (off(row.install_tension_n, install))
        problems.push(
          `${file(p)} ${field}: ${fmt(row.install_tension_n)} N at ${row.install_sag_m} m sag over ${row.span_m} m is ${fmt(install)} N`,
        );
      if (off(row.loaded_tension_n, loaded))
        problems.push(
          `${file(p)} ${field}: ${fmt(row.loaded_tension_n)} N loaded at ${row.loaded_sag_m} m sag over ${row.span_m} m is ${fmt(loaded)} N`,
        );
      if (row.loaded_tension_n > limit)
        problems.push(`${file(p)} ${field}: loaded tension ${fmt(row.loaded_tension_n)} N is above the MRCL of ${fmt(limit)} N`);
    }
    if (m.rated_span_m && !m.sag_tension.some((row) => row.span_m >= m.rated_span_m!))
      problems.push(`${file(p)} mechanical.sag_tension: the table stops short of the rated span of ${m.rated_span_m} m`);
    return problems;
  });

/** A rated span with its loaded sag (drops, without a table): the tension it makes within the cable's limit. */
const ratedSpan: SystemRule = (products) =>
  products.flatMap((p) => {
    const m = p.mechanical;
    if (!m?.rated_span_m || m.sag_tension?.length) return [];
    const limit = cableLimit(m);
    if (!m.sag_pct || !m.loaded_weight_n_per_m || !limit)
      return [`${file(p)} mechanical.rated_span_m: a rated span needs sag_pct, loaded_weight_n_per_m and a tensile rating`];
    const tension = parabola(m.loaded_weight_n_per_m, m.rated_span_m, (m.rated_span_m * m.sag_pct) / 100);
    return tension > limit * (1 + TOLERANCE)
      ? [
          `${file(p)} mechanical.rated_span_m: ${m.rated_span_m} m at ${m.sag_pct} % sag pulls ${fmt(tension)} N, above the cable's ${fmt(limit)} N`,
        ]
      : [];
  });

function hardwareProblem(p: RuleProduct, cable: RuleProduct): string | undefined {
  const hw = p.mechanical?.hardware;
  const m = cable.mechanical;
  if (!hw || !m) return undefined;
  const field = `${file(p)} mechanical.hardware.rated_load_n`;
  if (hw.role === 'suspension') {
    if (!m.loaded_weight_n_per_m || !m.rated_span_m) return undefined;
    const weight = m.loaded_weight_n_per_m * m.rated_span_m;
    return hw.rated_load_n < weight
      ? `${field}: ${fmt(hw.rated_load_n)} N is below the ${fmt(weight)} N loaded weight of a ${m.rated_span_m} m span of ${cable.slug}`
      : undefined;
  }
  const limit = cableLimit(m);
  return limit && hw.rated_load_n < limit
    ? `${field}: ${fmt(hw.rated_load_n)} N holds less than ${cable.slug} may pull (${fmt(limit)} N)`
    : undefined;
}

const hardwareRatings: SystemRule = (products) => {
  const byId = new Map(products.map((p) => [p.id, p]));
  return products.flatMap((p) => {
    if (!p.mechanical?.hardware) return [];
    const cables = p.works_with.flatMap((id) => byId.get(id) ?? []).filter((c) => c.mechanical && cableLimit(c.mechanical));
    if (!cables.length) return [`${file(p)} works_with: aerial hardware must list the cables it is rated for`];
    return cables.flatMap((c) => hardwareProblem(p, c) ?? []);
  });
};

/** "2,700 N" or "22,000 N" as the page writes it. */
const written = (n: number) => `${fmt(n)} N`;

const pageFigures: SystemRule = (products) =>
  products.flatMap((p) =>
    (
      [
        ['mechanical.tensile_install_n', p.mechanical?.tensile_install_n, /tensile/i],
        ['mechanical.mrcl_n', p.mechanical?.mrcl_n, /MRCL/],
      ] as const
    ).flatMap(([field, value, label]) => {
      if (!value) return [];
      const spec = p.specifications.find((s) => label.test(s.label));
      return spec?.value.startsWith(written(value))
        ? []
        : [`${file(p)} ${field}: the page's "${spec?.label ?? label.source}" must state ${written(value)} first`];
    }),
  );

export const physicalLimitsRules: SystemRule[] = [strengthMembers, sagTension, ratedSpan, hardwareRatings, pageFigures];
