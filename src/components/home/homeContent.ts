// Fixed texts of the home page.
import type { IconName } from '../icons';
import { site, yearsLabel } from '../../lib/site';

export const trustPoints: { icon: IconName; title: string; text: string }[] = [
  { icon: 'mapPin', title: 'Texas-Based Local Crews', text: `Crews based in ${site.address.city} and deployed statewide.` },
  { icon: 'package', title: 'Full Stock', text: 'Machines, tools and consumables ready to ship.' },
  { icon: 'settings', title: 'Turnkey Installation', text: 'From route survey to certified, documented links.' },
  { icon: 'headphones', title: 'Rapid Response & Support', text: 'Answers within 24 hours, emergencies 24/7.' },
];

/** The six product families; each card opens the showcase filtered to its category slug. */
export const productFamilies: { icon: IconName; title: string; text: string; slug: string }[] = [
  {
    icon: 'activity',
    title: 'Fiber Optic Cables',
    slug: 'fiber-optic-cables',
    text: 'Single-mode and multimode, loose-tube, ribbon, armored, aerial ADSS and indoor/outdoor cables for every route.',
  },
  {
    icon: 'link',
    title: 'Connectors & Adapters',
    slug: 'connectors-adapters',
    text: 'LC, SC, FC and MPO connectors, pigtails, patch cords and adapters with low insertion loss and high return loss.',
  },
  {
    icon: 'grid',
    title: 'Patch Panels & Enclosures',
    slug: 'patch-panels-enclosures',
    text: 'Rack-mount panels, splice closures, wall boxes and pedestals that protect terminations and keep plant organised.',
  },
  {
    icon: 'zap',
    title: 'Testing Equipment',
    slug: 'testing-equipment',
    text: 'OTDRs, optical power meters, light sources, visual fault locators and inspection scopes to certify every link.',
  },
  {
    icon: 'tool',
    title: 'Installation Tools',
    slug: 'installation-tools',
    text: 'Cable blowing and thrust boring machines, fusion splicers, cleavers, strippers and splice sleeves for the field.',
  },
  {
    icon: 'server',
    title: 'Network Hardware',
    slug: 'network-hardware',
    text: 'Media converters, SFP transceivers, PON splitters and switches to light the fiber you install.',
  },
];

export const whyChooseUs: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'award',
    title: `${yearsLabel} Years of Experience`,
    text: `For ${yearsLabel} years our crews have built, spliced and certified fiber networks for carriers, enterprises and municipalities across Texas.`,
  },
  {
    icon: 'shield',
    title: 'BICSI & ETA Certified Technicians',
    text: 'Every installation is led by BICSI and ETA certified technicians who test and document each link to industry standards.',
  },
  {
    icon: 'clock',
    title: '24/7 Support',
    text: `Emergency restoration crews are on call around the clock; for everything else we answer within 24 hours, ${site.support_hours}.`,
  },
];
