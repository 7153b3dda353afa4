// The About screen (/about, /about-us) and the buying terms (/buying-terms). Placeholders
// ({company}, {city}, {years}, {yearsCount}, {projects}, {clients}, {phone}, {email}, {tax}, {shipping},
// {terms}) are the site facts and the checkout's own figures.
export const about = {
  title: 'About Us',
  description:
    '{company}: {years} years building, splicing and certifying fiber networks across Texas, with {projects}+ projects and {clients}+ enterprise clients.',
  eyebrow: 'About us',
  heading: 'About {company}',
  lead: '{description} Based in {city}, working statewide.',
  storyTitle: 'Our story',
  story: [
    '{company} started {years} years ago as a two-truck splicing crew in {city}, restoring cuts for regional carriers. Contractors kept asking where to buy the equipment we used and who could teach their crews to run it, so we added an equipment shop and a training school.',
    'Today we install, splice and certify fiber for carriers, utilities, hospitals, school districts and data centers across Texas, sell the blowing machines, boring rigs and test gear we trust in the field, and train the technicians who keep those networks running.',
    'Every project is led by BICSI and ETA certified technicians and ends the same way: each fiber tested, every result documented, and a customer who knows exactly what was built.',
  ],
  contactTitle: 'Contact information',
  numbersLabel: 'Company in numbers',
  stats: {
    years: 'Years of Experience',
    projects: 'Projects Completed',
    clients: 'Enterprise Clients',
    support: 'Support',
  },
  servicesTitle: 'What we do',
  services: {
    installation: {
      title: 'Fiber Installation',
      text: 'Underground, aerial and in-building fiber: microduct jetting, conduit placement, lashing and riser work.',
    },
    splicing: {
      title: 'Splicing & Testing',
      text: 'Fusion splicing to ≤0.1 dB, bidirectional OTDR and loss testing, and documented certification reports.',
    },
    design: {
      title: 'Network Design',
      text: 'Route surveys, loss budgets, splitter architecture and as-built documentation for FTTH, campus and backbone.',
    },
    equipment: {
      title: 'Equipment Sales',
      text: 'Cable blowing and thrust boring machines, splicers, test sets and consumables, with operator training.',
    },
  },
  advantagesTitle: 'Our advantages',
  advantages: [
    'Certified crews: BICSI and ETA credentials on every job lead',
    'Our own blowing and boring fleet: no subcontracted machines, no waiting',
    'Every link tested and documented before we leave the site',
    'One contact from quote to closeout, answering within 24 hours',
    'Equipment buyers get hands-on training from the same technicians who run the machines',
    'Safety first: OSHA-trained crews, traffic control and utility locates on every dig',
  ],
  partnersTitle: 'Brands we install and support',
  ctaTitle: "Let's build your network",
  ctaText: 'Talk to our team or browse the equipment we use every day.',
  contactUs: 'Contact Us',
  browseProducts: 'Browse Products',
  buyingTerms: {
    title: 'Buying Terms',
    description:
      'Payment terms and Net 30, tax-exempt orders, volume prices, shipping, returns, equipment rental, calibration and repair at FiberPro Texas.',
    eyebrow: 'Buying terms',
    lead: 'How orders are paid, taxed, shipped, returned and serviced.',
    paymentTerms: { card_by_phone: 'Card by phone', wire_ach: 'Wire / ACH', net_30: 'Net 30' },
    sections: {
      payment: {
        title: 'Payment and Net 30',
        text: [
          'Checkout sends a quote request, not a payment. Within 24 hours we confirm availability, price and delivery, and the order confirmation states how it is paid: {terms}.',
          'Net 30 is for business accounts our staff have approved for it: the invoice is due 30 days after it is issued. Other orders are paid on confirmation.',
        ],
      },
      'tax-exempt': {
        title: 'Tax-exempt orders',
        text: [
          'Sales tax of {tax} % is added at checkout. To buy tax-exempt, sign in and upload your exemption or resale certificate on your account page; once our staff approve it, your orders carry no sales tax until it expires.',
        ],
      },
      volume: {
        title: 'Volume prices',
        text: [
          'Volume prices are quoted, not listed: send your list with quantities through the consultation form or call {phone}, and we answer with a written quote.',
        ],
      },
      shipping: {
        title: 'Shipping and pickup',
        text: [
          'Each product page says how it ships. Parcel items ship for one flat ${shipping} per order; freight items (heavy cable reels, machines, palletized goods) ship by LTL freight, quoted with your order confirmation before you pay. Pickup at our San Antonio yard is free.',
        ],
      },
      returns: {
        title: 'Returns and warranty claims',
        text: [
          "Call {phone} or write to {email} with your order reference before sending anything back: we issue a return authorization and give you that item's return conditions in writing.",
          "A defect is handled under the product's own warranty, stated on its page and datasheet.",
        ],
      },
      rental: {
        title: 'Equipment rental',
        text: [
          'Blowing machines, thrust borers, fusion splicers and OTDRs rent by the day or week, with delivery within San Antonio and South Texas and operator training on request. The rental quote states the rate, the deposit and the damage terms for the machine you rent.',
        ],
      },
      calibration: {
        title: 'Calibration and repair',
        text: [
          "Test instruments are calibrated and repaired at our San Antonio repair bench. Each instrument's page states its calibration; we quote the price and turnaround when you book the work.",
        ],
      },
    },
  },
};
