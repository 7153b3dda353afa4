// The product page's badges, each read from the product's own facts: its warranty term, how it
// ships (the flat parcel rate or quoted freight, as cart and checkout charge it) and the
// compliance it can prove. No badge without a fact behind it. `key` names the badge's words
// in the catalogue (messages/<lang>/catalogue.ts, `badges`), `label` is its English.
import { meetsTaa, type ComplianceClaims } from '#domain/catalogue/compliance';
import { warrantyBadge, type Warranty, type WarrantyTerm } from '#domain/catalogue/warranty';
import { FLAT_SHIPPING } from '#domain/orders/pricing';

export type BadgeKey =
  | 'replacedIfDefective'
  | 'warranty90Days'
  | 'warranty1Year'
  | 'warranty2Years'
  | 'warranty3Years'
  | 'warrantyLifetime'
  | 'freight'
  | 'flatShipping'
  | 'taa'
  | 'baba';

export interface Badge {
  icon: 'shield' | 'truck' | 'award';
  key: BadgeKey;
  label: string;
  /** The figure in the label ({n}: the flat shipping rate). */
  n?: number;
}

export interface BadgeSource {
  warranty: Warranty;
  shipping: { method: 'parcel' | 'freight' };
  compliance: ComplianceClaims;
}

export const FREIGHT_BADGE = 'Ships by freight — quoted';

const WARRANTY_KEYS: Record<WarrantyTerm, BadgeKey> = {
  'replacement if defective': 'replacedIfDefective',
  '90 days': 'warranty90Days',
  '1 year': 'warranty1Year',
  '2 years': 'warranty2Years',
  '3 years': 'warranty3Years',
  lifetime: 'warrantyLifetime',
};

export function productBadges(p: BadgeSource): Badge[] {
  const badges: Badge[] = [
    { icon: 'shield', key: WARRANTY_KEYS[p.warranty.term], label: warrantyBadge(p.warranty.term) },
    p.shipping.method === 'freight'
      ? { icon: 'truck', key: 'freight', label: FREIGHT_BADGE }
      : { icon: 'truck', key: 'flatShipping', label: `$${FLAT_SHIPPING} flat-rate shipping per order`, n: FLAT_SHIPPING },
  ];
  if (meetsTaa(p.compliance)) badges.push({ icon: 'award', key: 'taa', label: 'TAA compliant' });
  if (p.compliance.baba.status === 'compliant') badges.push({ icon: 'award', key: 'baba', label: 'BABA compliant' });
  return badges;
}
