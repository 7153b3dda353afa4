// Schemas of every editable content entity. Used by the Astro content
// collections, by the API (which reads the same product files) and by the CMS config test.
import { babaStatuses, taaStatuses } from '#domain/catalogue/compliance';
import { warrantyTerms } from '#domain/catalogue/warranty';
import { MAX_STOCK } from '#domain/inventory/inventory';
import { accessorySchema, opticalInterfaceSchema } from '#domain/content/opticalPorts';
import { z } from '#domain/shared/zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'must be a lowercase-hyphenated slug' });
const isoDate = z.coerce.date();

const streetAddress = z.object({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  zip: z.string().regex(/^\d{5}$/),
});

export const siteFactsSchema = z.object({
  company_name: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  phone: z.string().min(7),
  email: z.email(),
  training_email: z.email(),
  careers_email: z.email().optional(),
  address: streetAddress.extend({ country: z.string().default('US') }),
  support_hours: z.string().min(1),
  emergency_support: z.string().min(1),
  years_experience: z.number().int().positive(),
  stats: z.object({
    projects: z.number().int().positive(),
    enterprise_clients: z.number().int().positive(),
  }),
  social: z.object({
    instagram: z.url().optional(),
    facebook: z.url().optional(),
    twitter: z.url().optional(),
    linkedin: z.url().optional(),
  }),
  site_url: z.url(),
  /** Where customers pick up orders they choose to collect (docs/orders-and-documents.md). */
  pickup_yard: streetAddress
    .extend({
      hours: z.string().min(1),
      /** Parking and PPE for students on a course's field days, which are held at the yard. */
      field_day_notes: z.string().min(1).optional(),
    })
    .optional(),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

/** The site facts written in words, given again in each other language (content/site.<lang>.json). */
export const siteTextSchema = z.strictObject({
  tagline: z.string().min(1),
  description: z.string().min(1),
  support_hours: z.string().min(1),
  emergency_support: z.string().min(1),
  pickup_yard: z.strictObject({ hours: z.string().min(1), field_day_notes: z.string().min(1) }),
});
export type SiteText = z.infer<typeof siteTextSchema>;

export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  description: z.string().min(1),
});
export type Category = z.infer<typeof categorySchema>;

export const shippingMethods = ['parcel', 'freight'] as const;
export const partNumberPattern = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;
/** Category ids of content/categories: testing-equipment. */
export const testingEquipmentCategoryId = 5;
/** cable-blowing-machines, testing-equipment, thrust-boring-machines: each needs an operating temperature. */
export const instrumentCategoryIds = [1, testingEquipmentCategoryId, 6];
/** Rod-threaded tooling of a thrust borer. */
export const rodToolingKinds = ['rods', 'pilot_bits', 'backreamers', 'sonde_housing'] as const;
/** A machine's own duct clamps, a clamp set sold for a machine, or a test kit's caps. */
export const ductFittings = ['clamps', 'clamp_set', 'test_caps'] as const;

/** Frontmatter of content/products/{slug}.md; the markdown body is the description. */
export const productSchema = z
  .object({
    id: z.number().int().positive(),
    name: z.string().min(1).max(200),
    summary: z.string().min(1).max(300),
    price: z.number().positive(),
    discount_price: z.number().positive().nullable().default(null),
    /** Initial stock only: live stock is kept by the API and changed on /staff/inventory. */
    stock: z.number().int().min(0).max(MAX_STOCK),
    low_stock_threshold: z.number().int().min(0).default(2),
    image_url: z.string().min(1),
    is_active: z.boolean().default(true),
    categories: z.array(z.number().int().positive()).min(1),
    specifications: z.array(z.object({ label: z.string().min(1), value: z.string().min(1) })).default([]),
    features: z.array(z.string().min(1)).default([]),
    created_at: isoDate,
    updated_at: isoDate.nullable().default(null),
    // What a buyer checks first (brand, part number, warranty, shipping, compliance).
    brand: z.string().min(1),
    /** Who builds it: the maker, or for FiberPro's own products where they are built. */
    maker: z.string().min(1),
    model: z.string().min(1),
    /** FP-<family>-<model>, unique across the catalogue (checked by catalogueProblems). */
    part_number: z.string().regex(partNumberPattern, { error: 'must be letters, digits, dots and hyphens' }),
    warranty: z.object({
      term: z.enum(warrantyTerms),
      covers: z.string().min(1),
      limits: z.string().min(1).optional(),
      shelf_life: z.string().min(1).optional(),
    }),
    in_the_box: z.array(z.string().min(1)).min(1),
    shipping: z.object({
      weight_lb: z.number().positive(),
      /** Length × width × height of the shipping package, inches. */
      dimensions_in: z.string().min(1),
      method: z.enum(shippingMethods),
    }),
    /** Shown when the product is out of stock. */
    lead_time: z.string().min(1),
    /** Each claim with the one-line basis that backs it (checked by the compliance system rules). */
    compliance: z.object({
      origin: z.object({ country: z.string().min(1), basis: z.string().min(1) }),
      taa: z.object({ status: z.enum(taaStatuses), basis: z.string().min(1) }),
      /** Build America, Buy America. */
      baba: z.object({ status: z.enum(babaStatuses), basis: z.string().min(1) }),
    }),
    operating_temperature: z.string().min(1).optional(),
    calibration: z.string().min(1).optional(),
    /** Ids of products used with this one (checked by catalogueProblems). */
    works_with: z.array(z.number().int().positive()).default([]),
    /** Slugs of the courses that teach this product's use, and of the articles about it (checked by contentProblems). */
    related_courses: z.array(slug).default([]),
    related_articles: z.array(slug).default([]),
    // Connectivity family (connectors, panels, test, network): read by systemRules/connectivity.ts.
    /** The optical ports of an instrument, panel, module or adapter. */
    ports: z.array(opticalInterfaceSchema).optional(),
    /** The two ends of a cord, jumper, harness or trunk. */
    ends: z.array(opticalInterfaceSchema).length(2).optional(),
    /** Cords, adapters, tips and kits the page names, and where the buyer gets each. */
    accessories: z.array(accessorySchema).optional(),
    // Plant family (fiber cables, aerial/OSP hardware, FTTH drop): the mechanical facts the
    // physical-limits rules read (systemRules/physicalLimits.ts).
    mechanical: z
      .object({
        /** Short-term (installation) tensile rating, N. */
        tensile_install_n: z.number().positive().optional(),
        /** What carries the tensile load: FRP or steel rods by diameter, aramid yarn by linear density. */
        strength_members: z
          .array(
            z.object({
              kind: z.enum(['frp', 'steel', 'aramid']),
              count: z.number().int().positive(),
              /** Rod diameter, mm (FRP, steel). */
              diameter_mm: z.number().positive().optional(),
              /** Linear density of one yarn end, tex = g/km (aramid). */
              tex: z.number().positive().optional(),
            }),
          )
          .optional(),
        /** Maximum rated cable load of a self-supporting aerial cable, N. */
        mrcl_n: z.number().positive().optional(),
        /** Bare cable weight, N/m. */
        weight_n_per_m: z.number().positive().optional(),
        /** Weight under the rated loading district (ice, wind and the NESC constant), N/m. */
        loaded_weight_n_per_m: z.number().positive().optional(),
        rated_span_m: z.number().positive().optional(),
        /** Loaded sag at the rated span, % of the span. */
        sag_pct: z.number().positive().optional(),
        /** The published sag-tension table: per span, installation and loaded sag and tension. */
        sag_tension: z
          .array(
            z.object({
              span_m: z.number().positive(),
              install_sag_m: z.number().positive(),
              install_tension_n: z.number().positive(),
              loaded_sag_m: z.number().positive(),
              loaded_tension_n: z.number().positive(),
            }),
          )
          .optional(),
        /** Aerial hardware: what it holds of the cables it lists in works_with. */
        hardware: z
          .object({
            role: z.enum(['dead-end', 'suspension', 'drop-clamp', 'drop-hook']),
            /** Holding strength (dead-end, drop clamp) or vertical rated load (suspension), N. */
            rated_load_n: z.number().positive(),
          })
          .optional(),
      })
      .optional(),
    // Civil family (thrust boring, cable blowing): the facts its pullback, pressure and
    // machine-readiness rules read (src/domain/catalogue/systemRules).
    /** A thrust borer: its push/pull rating, rod, rated bore, rod length in the box, and the tooling in the box. */
    borer: z
      .object({
        pullback_lbf: z.number().positive(),
        rod_od_in: z.number().positive(),
        rated_bore_ft: z.number().positive(),
        rods_included_ft: z.number().min(0),
        ships_with: z.array(z.enum(rodToolingKinds)).default([]),
      })
      .optional(),
    /** Rods, bits, reamers and sonde housings: what they are and the rod OD they are threaded for. */
    rod_tooling: z.object({ kind: z.enum(rodToolingKinds), rod_od_in: z.number().positive() }).optional(),
    /** Pullback hardware (swivel, reamer eyes, shackles): the lowest working load of its parts. */
    pull_rating_lbf: z.number().positive().optional(),
    /** Duct pulling: each duct's safe pull (ASTM F1804) and, on a weak link, the load at which it parts. */
    duct_pull: z
      .array(
        z.object({
          duct: z.string().min(1),
          od_in: z.number().positive(),
          sdr: z.number().positive(),
          safe_pull_lbf: z.number().positive(),
          breakaway_lbf: z.number().positive().optional(),
        }),
      )
      .optional(),
    /** Pressure parts, bar: rated working pressure, relief-valve setting, gauge full scale. */
    pressure: z
      .object({
        rating_bar: z.number().positive().optional(),
        relief_bar: z.number().positive().optional(),
        gauge_max_bar: z.number().positive().optional(),
      })
      .optional(),
    /** Compressed air, cfm: a machine's compressor demand, or what an air-treatment unit handles. */
    air: z
      .object({
        demand_min_cfm: z.number().positive().optional(),
        demand_max_cfm: z.number().positive().optional(),
        capacity_cfm: z.number().positive().optional(),
      })
      .optional(),
    /** A hydraulic drive: pressure and flow it asks for, and the engine's net (SAE J1349) power. */
    hydraulics: z.object({ psi: z.number().positive(), gpm: z.number().positive(), engine_hp_net: z.number().positive() }).optional(),
    /** Duct a machine, clamp set or test kit fits: OD range, its clamps or test caps (OD), the bores it names (ID). */
    duct_fit: z
      .object({
        fittings: z.enum(ductFittings),
        od_min_mm: z.number().positive(),
        od_max_mm: z.number().positive(),
        fittings_od_mm: z.array(z.number().positive()).default([]),
        bores_id_mm: z.array(z.number().positive()).default([]),
      })
      .optional(),
    /** Foam carriers: the duct inside diameters each size serves, mm. */
    foam_carriers: z.array(z.object({ id_min_mm: z.number().positive(), id_max_mm: z.number().positive() })).optional(),
  })
  .refine((p) => p.operating_temperature || !p.categories.some((c) => instrumentCategoryIds.includes(c)), {
    error: 'instruments and machines need an operating temperature',
    path: ['operating_temperature'],
  })
  .refine((p) => p.calibration || !p.categories.includes(testingEquipmentCategoryId), {
    error: 'test equipment needs its calibration',
    path: ['calibration'],
  });
export type ProductData = z.infer<typeof productSchema>;

export const serviceIcons = ['FiTool', 'FiSettings', 'FiZap', 'FiRepeat', 'FiMapPin', 'FiShield'] as const;
export const serviceSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug,
  description: z.string().min(1),
  // Unknown icon names are allowed and fall back to the tool icon.
  icon: z.string().min(1),
  price_range: z.string().min(1),
  categories: z.array(z.string().min(1)).min(1),
  tags: z.array(z.string().min(1)).default([]),
  is_active: z.boolean().default(true),
  created_at: isoDate,
  updated_at: isoDate.nullable().default(null),
});
export type Service = z.infer<typeof serviceSchema>;

export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
/** Who pays the exam: in the course price, paid separately to the certifying body, or no exam fee at all. */
export const examFees = ['included', 'extra', 'none'] as const;
/** Where a day is taught: in the classroom, or hands-on at the yard (pits, rigs, test duct, poles). */
export const courseDaySettings = ['classroom', 'field'] as const;
const courseDaySchema = z.object({
  title: z.string().min(1),
  hours: z.number().positive().max(12),
  topics: z.array(z.string().min(1)).min(1),
  setting: z.enum(courseDaySettings).default('classroom'),
});
export const courseSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  slug,
  description: z.string().min(1),
  duration: z.string().min(1),
  level: z.enum(courseLevels),
  /** The upper bound only catches a slipped digit; it does not set what a course may cost. */
  price: z.number().min(300).max(3500),
  max_participants: z.number().int().min(12).max(25),
  instructor: z.string().min(1),
  categories: z.array(z.string().min(1)).min(1),
  is_active: z.boolean().default(true),
  /** Taught when a group asks (at their site or ours) rather than on a published date. */
  on_request: z.boolean().default(false),
  /** Ids of the courses (or equivalent experience) a student should have first. */
  prerequisites: z.array(z.number().int().positive()).default([]),
  outcomes: z.array(z.string().min(1)).min(1),
  /** One entry per day, in order; the contact hours are their sum. */
  agenda: z.array(courseDaySchema).min(1),
  credential: z.object({
    name: z.string().min(1),
    issuer: z.string().min(1),
    assessment: z.string().min(1),
    exam_fee: z.enum(examFees),
  }),
  /** Only credits a body has actually approved for this course. */
  ce_credits: z.array(z.object({ body: z.string().min(1), credits: z.number().positive(), unit: z.string().min(1) })).default([]),
  bring: z.array(z.string().min(1)).min(1),
  provided: z.array(z.string().min(1)).min(1),
  cancellation_policy: z.string().min(1),
  created_at: isoDate,
  updated_at: isoDate.nullable().default(null),
});
export type Course = z.infer<typeof courseSchema>;
export type CourseDay = z.infer<typeof courseDaySchema>;

export const sessionStatuses = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
/** A time of day as HH:MM, 24-hour. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use HH:MM, 24-hour' });

export const sessionSchema = z
  .object({
    id: z.number().int().positive(),
    course_id: z.number().int().positive(),
    course_title: z.string().min(1),
    start_date: isoDate,
    end_date: isoDate,
    /** Class hours each day, 24-hour HH:MM in the school's time zone (Central). */
    start_time: clock.default('08:00'),
    end_time: clock.default('17:00'),
    location: z.string().min(1),
    /** Street address of a venue other than the training center; empty means the training center. */
    venue_address: z.string().optional(),
    online: z.boolean().default(false),
    current_participants: z.number().int().min(0),
    max_participants: z.number().int().positive(),
    status: z.enum(sessionStatuses),
    created_at: isoDate,
  })
  .refine((s) => s.end_date >= s.start_date, { error: 'end_date must not be before start_date', path: ['end_date'] });
export type Session = z.infer<typeof sessionSchema>;

export const articleTypes = ['faq', 'tutorial', 'guide'] as const;
/** Frontmatter of content/articles/{slug}.md; the body is the article's light markup. */
export const articleSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  category: z.string().min(1),
  type: z.enum(articleTypes),
  is_published: z.boolean().default(true),
  view_count: z.number().int().min(0),
  created_at: isoDate,
  updated_at: isoDate.nullable().default(null),
  related: z.array(slug).default([]),
});
export type ArticleData = z.infer<typeof articleSchema>;

export const faqSchema = z.object({
  id: slug,
  title: z.string().min(1),
  order: z.number().int(),
  questions: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).length(4),
});
export type FaqGroup = z.infer<typeof faqSchema>;
