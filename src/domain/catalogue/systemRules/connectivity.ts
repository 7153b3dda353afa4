// Connectivity family: what a page lists as working together really mates (connector type, end
// face, fiber, MPO size and pins), or a cord that bridges the two is sold and listed; every cord,
// adapter or tip a page names is in the box, sold here, or marked "not sold here".
import type { OpticalInterface } from '#domain/content/opticalPorts';
import type { RuleProduct, SystemRule } from './types';

const multimode50 = ['OM3', 'OM4'];

const fibreFits = (a: OpticalInterface['fibre'], b: OpticalInterface['fibre']) =>
  a === b || a === 'any' || b === 'any' || (a === 'MM' && multimode50.includes(b)) || (b === 'MM' && multimode50.includes(a));

/** Two interfaces that plug together: same type and fiber, end faces that may touch, an MPO male to a female of its size. */
export function mates(a: OpticalInterface, b: OpticalInterface): boolean {
  if (a.type !== b.type || !fibreFits(a.fibre, b.fibre)) return false;
  if (a.polish !== b.polish && a.polish !== 'any' && b.polish !== 'any') return false;
  if (a.type !== 'MPO') return true;
  const sameSize = a.fibres === undefined || b.fibres === undefined || a.fibres === b.fibres;
  const malesToFemale = a.pinned === undefined || b.pinned === undefined || a.pinned !== b.pinned;
  return sameSize && malesToFemale;
}

const interfaces = (p: RuleProduct): OpticalInterface[] => [...(p.ports ?? []), ...(p.ends ?? [])];
const describe = (list: OpticalInterface[]) =>
  [...new Set(list.map((i) => `${i.type}${i.fibres ? `-${i.fibres}` : ''}/${i.polish} ${i.fibre}`))].join(', ');
const anyMate = (a: OpticalInterface[], b: OpticalInterface[]) => a.some((x) => b.some((y) => mates(x, y)));
/** An inspection tip or port adapter (ports, no cord ends) named as the other's accessory fits it by design, not by mating. */
const isFittedAccessory = (owner: RuleProduct, part: RuleProduct) =>
  !part.ends && (owner.accessories ?? []).some((a) => a.product_id === part.id);
const accessoryOf = (p: RuleProduct, other: RuleProduct) => isFittedAccessory(p, other) || isFittedAccessory(other, p);

/** A cord with one end for each side. */
const bridges = (cord: RuleProduct, a: OpticalInterface[], b: OpticalInterface[]) => {
  const [one, two] = cord.ends ?? [];
  if (!one || !two) return false;
  return (anyMate([one], a) && anyMate([two], b)) || (anyMate([two], a) && anyMate([one], b));
};

/** Every product a page lists with its own optical side either mates it or is reached through a bridging cord that is sold and listed. */
const listedPartsMate: SystemRule = (products) => {
  const byId = new Map(products.map((p) => [p.id, p]));
  return products.flatMap((p) => {
    const mine = interfaces(p);
    if (mine.length === 0) return [];
    return p.works_with.flatMap((id) => {
      const other = byId.get(id);
      const theirs = other ? interfaces(other) : [];
      if (!other || theirs.length === 0 || anyMate(mine, theirs) || accessoryOf(p, other)) return [];
      const candidates = new Set([
        ...p.works_with,
        ...other.works_with,
        ...(p.accessories ?? []).flatMap((a) => (a.supply === 'in the box' && a.product_id ? [a.product_id] : [])),
      ]);
      const bridged = [...candidates].some((c) => {
        const cord = byId.get(c);
        return cord !== undefined && bridges(cord, mine, theirs);
      });
      if (bridged) return [];
      return [
        `products/${p.slug}.md works_with: ${other.slug} (${describe(theirs)}) does not mate ${describe(mine)}, and no cord that bridges them is sold and listed`,
      ];
    });
  });
};

/** Products filed first under connectors, panels and enclosures, test equipment or network hardware. */
const connectivityCategories = [3, 4, 5, 8];
const inFamily = (p: RuleProduct) => connectivityCategories.includes(p.categories[0]);

const pageText = (p: RuleProduct) => [...p.specifications.map((s) => s.value), ...p.features, ...p.body.split(/\n\s*\n/)];
const mentions = (text: string, name: string) => text.toLowerCase().includes(name.toLowerCase());

/** Each accessory a page names is where the page says it is. */
const accessoriesAccountedFor: SystemRule = (products) => {
  const byId = new Map(products.map((p) => [p.id, p]));
  return products.flatMap((p) =>
    (p.accessories ?? []).flatMap((a, i) => {
      const where = `products/${p.slug}.md accessories[${i}]`;
      const inBox = p.in_the_box.some((item) => mentions(item, a.name));
      if (a.product_id !== undefined && !byId.has(a.product_id))
        return [`${where}: "${a.name}" names product ${a.product_id}, which is not in the catalogue`];
      switch (a.supply) {
        case 'in the box':
          return inBox ? [] : [`${where}: "${a.name}" is said to be in the box, but in_the_box does not list it`];
        case 'sold separately':
          if (a.product_id === undefined) return [`${where}: "${a.name}" is sold separately, but no product is given`];
          if (inBox) return [`${where}: "${a.name}" is sold separately, but in_the_box lists it too`];
          return p.works_with.includes(a.product_id)
            ? []
            : [`${where}: "${a.name}" is sold separately, but works_with does not list product ${a.product_id}`];
        case 'not sold here':
          if (a.product_id !== undefined) return [`${where}: "${a.name}" is marked not sold here, but names product ${a.product_id}`];
          return pageText(p).some((t) => mentions(t, a.name) && mentions(t, 'not sold here'))
            ? []
            : [`${where}: "${a.name}" is not sold here, but the page does not say "not sold here" where it names it`];
      }
    }),
  );
};

const OFFER =
  /\b(?:adapters?|tips?|kits?|cords?|jumpers?|clips?|holders?|trunks?)\b[^.;]*\bavailable\b|\bsold separately\b|\border(?:ed)? separately\b/i;

/** A page that offers an accessory in its text ("adapters available", "sold separately") names it in `accessories`. */
const offersDeclared: SystemRule = (products) =>
  products.flatMap((p) => {
    if (!inFamily(p)) return [];
    const names = (p.accessories ?? []).map((a) => a.name);
    const sentences = pageText(p).flatMap((t) => t.split(/(?<=[.;])\s+|\n/));
    return sentences
      .filter((s) => OFFER.test(s) && !names.some((n) => mentions(s, n)))
      .map((s) => `products/${p.slug}.md accessories: "${s.trim()}" offers an accessory that accessories does not name`);
  });

/** A product that states a connector in its specifications declares its ports or cord ends, so the rules above can see it. */
const connectorsDeclared: SystemRule = (products) =>
  products.flatMap((p) =>
    inFamily(p) && p.specifications.some((s) => /^connectors?$/i.test(s.label)) && interfaces(p).length === 0
      ? [`products/${p.slug}.md ports: the specifications name a connector, but neither ports nor ends are given`]
      : [],
  );

export const connectivityRules: SystemRule[] = [listedPartsMate, accessoriesAccountedFor, offersDeclared, connectorsDeclared];
