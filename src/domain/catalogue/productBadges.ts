// The product page's badges, each read from the product's own facts: its warranty term, how it
// ships (the flat parcel rate or quoted freight, as cart and checkout charge it) and the
// compliance it can prove. No badge without a fact behind it.
import { meetsTaa, type ComplianceClaims } from '#domain/catalogue/compliance';
import { warrantyBadge, type Warranty } from '#domain/catalogue/warranty';
import { FLAT_SHIPPING } from '#domain/orders/pricing';

export interface Badge {
  icon: 'shield' | 'truck' | 'award';
  label: string;
}

export interface BadgeSource {
  warranty: Warranty;
  shipping: { method: 'parcel' | 'freight' };
  compliance: ComplianceClaims;
}

export const FREIGHT_BADGE = 'Ships by freight — quoted';

export function productBadges(p: BadgeSource): Badge[] {
  const badges: Badge[] = [
    { icon: 'shield', label: warrantyBadge(p.warranty.term) },
    { icon: 'truck', label: p.shipping.method === 'freight' ? FREIGHT_BADGE : `$${FLAT_SHIPPING} flat-rate shipping per order` },
  ];
  if (meetsTaa(p.compliance)) badges.push({ icon: 'award', label: 'TAA compliant' });
  if (p.compliance.baba.status === 'compliant') badges.push({ icon: 'award', label: 'BABA compliant' });
  return badges;
}
