// The home page's cards: icons and links here, words in the catalogue (messages/<lang>/home.ts).
import type { IconName } from '../icons';

export const trustPoints = [
  { icon: 'mapPin', key: 'local' },
  { icon: 'package', key: 'stock' },
  { icon: 'settings', key: 'turnkey' },
  { icon: 'headphones', key: 'support' },
] as const satisfies readonly { icon: IconName; key: string }[];

/** The six product families; each card opens the showcase filtered to its category slug. */
export const productFamilies = [
  { icon: 'activity', slug: 'fiber-optic-cables' },
  { icon: 'link', slug: 'connectors-adapters' },
  { icon: 'grid', slug: 'patch-panels-enclosures' },
  { icon: 'zap', slug: 'testing-equipment' },
  { icon: 'tool', slug: 'installation-tools' },
  { icon: 'server', slug: 'network-hardware' },
] as const satisfies readonly { icon: IconName; slug: string }[];

export const whyChooseUs = [
  { icon: 'award', key: 'experience' },
  { icon: 'shield', key: 'certified' },
  { icon: 'clock', key: 'support' },
] as const satisfies readonly { icon: IconName; key: string }[];
