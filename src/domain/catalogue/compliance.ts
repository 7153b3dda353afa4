// Origin, TAA and BABA claims, each with the one-line basis that makes it defensible
// (docs/decisions/0014-compliance-claims.md).
import { FACT_LABELS } from '#domain/catalogue/factLabels';

export const taaStatuses = ['compliant', 'not_compliant'] as const;
export const babaStatuses = ['compliant', 'not_compliant', 'not_applicable'] as const;

export interface ComplianceClaims {
  origin: { country: string; basis: string };
  taa: { status: (typeof taaStatuses)[number]; basis: string };
  baba: { status: (typeof babaStatuses)[number]; basis: string };
}

/** The United States and the TAA designated countries the catalogue's makers are in (FAR 25.003). */
export const taaCountries: readonly string[] = [
  'USA',
  'Canada',
  'Mexico',
  'Germany',
  'France',
  'Italy',
  'United Kingdom',
  'Japan',
  'South Korea',
  'Taiwan',
];

const STATUS_WORDS: Record<string, string> = { compliant: 'Compliant', not_compliant: 'Not compliant', not_applicable: 'Not applicable' };

/** The three claims as labelled rows: "Country of origin", "TAA", "Build America, Buy America". */
export const complianceRows = (c: ComplianceClaims): { label: string; value: string }[] => [
  { label: FACT_LABELS.countryOfOrigin, value: `${c.origin.country} (${c.origin.basis})` },
  { label: FACT_LABELS.taa, value: `${STATUS_WORDS[c.taa.status]}: ${c.taa.basis}` },
  { label: FACT_LABELS.baba, value: `${STATUS_WORDS[c.baba.status]}: ${c.baba.basis}` },
];

/** Listing filter "TAA compliant": made in the US or a designated country. */
export const meetsTaa = (c: ComplianceClaims): boolean => c.taa.status === 'compliant';

/**
 * Listing filter "Build America, Buy America": usable on a BABA-funded job, i.e. certified
 * compliant, or a tool or machine BABA does not cover.
 */
export const fitsBabaJob = (c: ComplianceClaims): boolean => c.baba.status !== 'not_compliant';
