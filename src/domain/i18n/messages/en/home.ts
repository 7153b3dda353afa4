// The home page. {city}, {years} ("6+"), {yearsCount} (6), {since}, {company}, {hours} and {description} come from the site facts.
export const home = {
  description: '{description} Texas-based crews, full stock, turnkey installation and training since {since}.',
  eyebrow: '{years} years of fiber expertise in Texas',
  title: 'Fiber optic equipment, installation and training in one place',
  lead: 'Blowing machines, boring rigs, splicers and test gear in stock in San Antonio, and BICSI and ETA certified crews to put them to work anywhere in Texas.',
  getQuote: 'Get a Quote',
  seeProjects: 'See Our Projects',
  partner: 'Partner With Us',
  trustLabel: 'Why contractors trust us',
  trustPoints: {
    local: { title: 'Texas-Based Local Crews', text: 'Crews based in {city} and deployed statewide.' },
    stock: { title: 'Full Stock', text: 'Machines, tools and consumables ready to ship.' },
    turnkey: { title: 'Turnkey Installation', text: 'From route survey to certified, documented links.' },
    support: { title: 'Rapid Response & Support', text: 'Answers within 24 hours, emergencies 24/7.' },
  },
  familiesTitle: 'Everything a fiber crew needs',
  familiesLead: 'Six product families, stocked in {city} and shipped statewide.',
  shopProducts: 'Shop products',
  families: {
    'fiber-optic-cables': {
      title: 'Fiber Optic Cables',
      text: 'Single-mode and multimode, loose-tube, ribbon, armored, aerial ADSS and indoor/outdoor cables for every route.',
    },
    'connectors-adapters': {
      title: 'Connectors & Adapters',
      text: 'LC, SC, FC and MPO connectors, pigtails, patch cords and adapters with low insertion loss and high return loss.',
    },
    'patch-panels-enclosures': {
      title: 'Patch Panels & Enclosures',
      text: 'Rack-mount panels, splice closures, wall boxes and pedestals that protect terminations and keep plant organised.',
    },
    'testing-equipment': {
      title: 'Testing Equipment',
      text: 'OTDRs, optical power meters, light sources, visual fault locators and inspection scopes to certify every link.',
    },
    'installation-tools': {
      title: 'Installation Tools',
      text: 'Cable blowing and thrust boring machines, fusion splicers, cleavers, strippers and splice sleeves for the field.',
    },
    'network-hardware': {
      title: 'Network Hardware',
      text: 'Media converters, SFP transceivers, PON splitters and switches to light the fiber you install.',
    },
  },
  whyTitle: 'Why choose {company}',
  why: {
    experience: {
      title: '{years} Years of Experience',
      text: 'For {years} years our crews have built, spliced and certified fiber networks for carriers, enterprises and municipalities across Texas.',
    },
    certified: {
      title: 'BICSI & ETA Certified Technicians',
      text: 'Every installation is led by BICSI and ETA certified technicians who test and document each link to industry standards.',
    },
    support: {
      title: '24/7 Support',
      text: 'Emergency restoration crews are on call around the clock; for everything else we answer within 24 hours, {hours}.',
    },
  },
  ctaTitle: 'Planning a fiber build?',
  ctaText: 'Tell us about your route, duct and schedule; we answer within 24 hours.',
  requestConsultation: 'Request a Consultation',
  trainCrew: 'Train Your Crew',
};
