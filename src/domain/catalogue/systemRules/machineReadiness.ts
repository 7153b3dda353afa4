// Every machine can do its first job from this catalogue: tooling for its rod, clamps for US duct,
// air and engine sized for its demand, and nothing named on a page that the shop does not sell or say so.
import type { rodToolingKinds } from '#domain/content/schemas';
import { at, linked, paired } from './civilLinks';
import type { RuleProduct, SystemRule } from './types';

/** US IPS conduit outside diameters, mm (ASTM D3035 / F2160): 1, 1-1/4, 1-1/2, 2, 3 and 4 in. */
export const US_IPS_DUCT_OD_MM = [33.4, 42.2, 48.3, 60.3, 88.9, 114.3];
/** A duct clamp or test cap seals only on the OD it is made for. */
const FIT_TOLERANCE_MM = 0.5;
/** Pump efficiency assumed between engine shaft and hydraulic output. */
const PUMP_EFFICIENCY = 0.85;
/** hp = psi × gpm / 1714. */
export const hydraulicHp = (psi: number, gpm: number): number => (psi * gpm) / 1714;

type Kind = (typeof rodToolingKinds)[number];
const FIRST_JOB: readonly Kind[] = ['rods', 'pilot_bits', 'backreamers'];

const sellsTooling = (b: RuleProduct, products: readonly RuleProduct[], kind: Kind) =>
  products.some((t) => b.works_with.includes(t.id) && t.rod_tooling?.kind === kind && t.rod_tooling.rod_od_in === b.borer!.rod_od_in);

/** A borer ships with, or lists as sold separately, rods for its rated bore, pilot bits and reamers on its rod. */
const borerHasItsTooling: SystemRule = (products) =>
  products.flatMap((b) => {
    if (!b.borer) return [];
    const { rod_od_in, rods_included_ft, rated_bore_ft, ships_with } = b.borer;
    return FIRST_JOB.filter((kind) =>
      kind === 'rods'
        ? rods_included_ft < rated_bore_ft && !sellsTooling(b, products, kind)
        : !ships_with.includes(kind) && !sellsTooling(b, products, kind),
    ).map((kind) =>
      kind === 'rods'
        ? `${at(b, 'works_with')}: ${rods_included_ft} ft of rod in the box for a ${rated_bore_ft} ft rated bore, and no ${rod_od_in} in rods listed`
        : `${at(b, 'works_with')}: no ${kind.replace('_', ' ')} for ${rod_od_in} in rods in the box or listed`,
    );
  });

/** Rods, bits, reamers and sonde housings are threaded for the rod of every borer they are listed with. */
const toolingFitsTheRod: SystemRule = (products) =>
  products.flatMap((t) =>
    t.rod_tooling
      ? products
          .filter((b) => b.borer && linked(t, b) && b.borer.rod_od_in !== t.rod_tooling!.rod_od_in)
          .map(
            (b) =>
              `${at(t, 'rod_tooling.rod_od_in')}: threaded for ${t.rod_tooling!.rod_od_in} in rod, but products/${b.slug}.md uses ${b.borer!.rod_od_in} in rods`,
          )
      : [],
  );

/** Clamps (or test caps) for every US IPS duct inside a machine's or kit's duct range: its own, or in a clamp set made for it. */
const clampsForUsDuct: SystemRule = (products) =>
  products.flatMap((p) => {
    if (!p.duct_fit) return [];
    const kind = p.duct_fit.fittings;
    const sets = kind === 'clamps' ? products.filter((q) => paired(p, q) && q.duct_fit?.fittings === 'clamp_set') : [];
    const fittings = [p, ...sets].flatMap((q) => q.duct_fit!.fittings_od_mm);
    return US_IPS_DUCT_OD_MM.filter((od) => od >= p.duct_fit!.od_min_mm && od <= p.duct_fit!.od_max_mm)
      .filter((od) => !fittings.some((f) => Math.abs(f - od) <= FIT_TOLERANCE_MM))
      .map(
        (od) =>
          `${at(p, 'duct_fit.fittings_od_mm')}: no ${kind === 'test_caps' ? 'test cap' : 'duct clamp'} for ${od} mm US IPS duct, inside its ${p.duct_fit!.od_min_mm} - ${p.duct_fit!.od_max_mm} mm range`,
      );
  });

/** Foam carriers for every duct bore a machine names. */
const carriersForEveryBore: SystemRule = (products) =>
  products.flatMap((p) => {
    const carriers = products.filter((q) => linked(p, q)).flatMap((q) => q.foam_carriers ?? []);
    return (p.duct_fit?.bores_id_mm ?? [])
      .filter((id) => !carriers.some((c) => id >= c.id_min_mm && id <= c.id_max_mm))
      .map((id) => `${at(p, 'duct_fit.bores_id_mm')}: no foam carrier listed for its ${id} mm duct bore`);
  });

/** An aftercooler listed with a machine handles the machine's whole air demand, and every machine has one. */
const airTreatmentCoversDemand: SystemRule = (products) =>
  products.flatMap((m) => {
    const demand = m.air?.demand_max_cfm;
    if (demand === undefined) return [];
    const units = products.filter((u) => u.air?.capacity_cfm !== undefined && linked(m, u));
    const small = units
      .filter((u) => u.air!.capacity_cfm! < demand)
      .map((u) => `${at(u, 'works_with')}: rated ${u.air!.capacity_cfm} cfm, below the ${demand} cfm products/${m.slug}.md can ask for`);
    return units.length === small.length
      ? [...small, `${at(m, 'works_with')}: no aftercooler listed for its ${demand} cfm air demand`]
      : small;
  });

/** The engine's net power drives the hydraulic demand through the pump. */
const engineDrivesTheHydraulics: SystemRule = (products) =>
  products.flatMap((p) => {
    if (!p.hydraulics) return [];
    const { psi, gpm, engine_hp_net } = p.hydraulics;
    const needed = hydraulicHp(psi, gpm) / PUMP_EFFICIENCY;
    return engine_hp_net >= needed
      ? []
      : [
          `${at(p, 'hydraulics.engine_hp_net')}: ${psi} psi × ${gpm} gpm needs ${needed.toFixed(1)} hp net at 85 % pump efficiency; the engine gives ${engine_hp_net} hp`,
        ];
  });

/** Accessories the civil pages name, and how a sold one is named in the catalogue. */
const ACCESSORIES: { term: string; mention: RegExp; sold: RegExp }[] = [
  { term: 'compressor', mention: /\bcompressors?\b(?! aftercooler)/i, sold: /\bair compressor\b/i },
  { term: 'aftercooler', mention: /\baftercoolers?\b/i, sold: /\baftercooler\b/i },
  { term: 'foam carrier', mention: /\bfoam carriers?\b|\bsponges?\b/i, sold: /\bfoam carriers?\b/i },
  { term: 'mandrel', mention: /\bmandrels?\b/i, sold: /\bmandrel\b/i },
  { term: 'air catcher', mention: /\bair catchers?\b/i, sold: /\bair catcher\b/i },
  { term: 'duct lubricant', mention: /\blubricants?\b/i, sold: /\blubricant\b/i },
  { term: 'duct cutter', mention: /\b(?:micro)?duct cutters?\b/i, sold: /\bcutter\b/i },
  { term: 'reducer', mention: /\breducers?\b/i, sold: /\breducers?\b/i },
  { term: 'bullet', mention: /\bbullets?\b/i, sold: /\bbullet\b/i },
  { term: 'pulling grip', mention: /\bpulling grips?\b/i, sold: /\bpulling grip\b/i },
  { term: 'weak link', mention: /\bweak links?\b|\bbreakaway\b/i, sold: /\bweak link\b/i },
  { term: 'sonde housing', mention: /\bsonde housings?\b/i, sold: /\bsonde housing\b/i },
  { term: 'locator', mention: /\blocators?\b/i, sold: /\blocator\b/i },
];
const CIVIL_CATEGORIES = [1, 6];

const pageText = (p: RuleProduct) =>
  [p.summary, p.body, ...p.features, ...p.in_the_box, ...p.specifications.flatMap((s) => [s.label, s.value])].join('\n');

/** Every accessory a civil page names is sold here, or the page says "(not sold here)" right after it. */
const namedAccessoriesSold: SystemRule = (products) =>
  products
    .filter((p) => p.categories.some((c) => CIVIL_CATEGORIES.includes(c)))
    .flatMap((p) => {
      const text = pageText(p);
      return ACCESSORIES.filter(
        (a) =>
          a.mention.test(text) &&
          !products.some((q) => q.is_active && a.sold.test(q.name)) &&
          !new RegExp(`(?:${a.mention.source})[^.;()]{0,60}\\(not sold here\\)`, 'i').test(text),
      ).map((a) => `${at(p, 'body')}: names a ${a.term}, which is not in the catalogue and not marked "(not sold here)"`);
    });

export const machineReadinessRules: SystemRule[] = [
  borerHasItsTooling,
  toolingFitsTheRod,
  clampsForUsDuct,
  carriersForEveryBore,
  airTreatmentCoversDemand,
  engineDrivesTheHydraulics,
  namedAccessoriesSold,
];
