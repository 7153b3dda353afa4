// Schemas of every editable content entity. Used by the Astro content
// collections, by the API (which reads the same product files) and by the CMS config test.
import { babaStatuses, taaStatuses } from '#domain/catalogue/compliance';
import { warrantyTerms } from '#domain/catalogue/warranty';
import { MAX_STOCK } from '#domain/inventory/inventory';
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
  pickup_yard: streetAddress.extend({ hours: z.string().min(1) }).optional(),
});
export type SiteFacts = z.infer<typeof siteFactsSchema>;

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
const courseDaySchema = z.object({
  title: z.string().min(1),
  hours: z.number().positive().max(12),
  topics: z.array(z.string().min(1)).min(1),
});
export const courseSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  slug,
  description: z.string().min(1),
  duration: z.string().min(1),
  level: z.enum(courseLevels),
  price: z.number().min(300).max(1800),
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
