// What the connectivity rules read about a product's optical side: the ports of an instrument,
// panel or module (what sits behind each bulkhead) and the two ends of a cord.
import { z } from '#domain/shared/zod';

export const connectorTypes = ['SC', 'LC', 'FC', 'MPO'] as const;
/** `any`: a port that takes either end face (a power meter's open detector, a fault locator). */
export const polishes = ['UPC', 'APC', 'any'] as const;
/** `MM`: a 50/125 µm multimode instrument port that takes OM3 or OM4; `any`: an inspection tip. */
export const fibreKinds = ['SM', 'OM3', 'OM4', 'MM', 'any'] as const;
export const accessorySupplies = ['in the box', 'sold separately', 'not sold here'] as const;

export const opticalInterfaceSchema = z.object({
  type: z.enum(connectorTypes),
  polish: z.enum(polishes),
  fibre: z.enum(fibreKinds),
  /** MPO array size (12, 24); unset where a tip or port takes any. */
  fibres: z.number().int().positive().optional(),
  /** MPO only: true for a male (pinned) connector or the pinned connector behind a port. */
  pinned: z.boolean().optional(),
});
export type OpticalInterface = z.infer<typeof opticalInterfaceSchema>;

/** An accessory the page names: shipped with it, sold here as another product, or not sold here. */
export const accessorySchema = z.object({
  name: z.string().min(1),
  supply: z.enum(accessorySupplies),
  product_id: z.number().int().positive().optional(),
});
