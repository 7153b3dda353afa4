// Content collections: files under ../content, validated by the schemas of src/domain.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import {
  articleSchema,
  categorySchema,
  courseSchema,
  faqSchema,
  productSchema,
  serviceSchema,
  sessionSchema,
  siteFactsSchema,
  siteTextSchema,
} from '#domain/content/schemas';
import { fictionalPhoneProblem } from '#domain/content/siteFacts';
import siteFacts from '../content/site.json';
import siteTextEs from '../content/site.es.json';

// The pages and islands read content/site.json as it is (src/lib/site.ts): a build with a
// broken file stops here.
siteFactsSchema.parse(siteFacts);
siteTextSchema.parse(siteTextEs);
// A production build (Netlify's production deploy sets CONTEXT=production; any other host
// sets RELEASE=1) never publishes the placeholder number as the 24/7 emergency line.
const phoneProblem =
  process.env.CONTEXT === 'production' || process.env.RELEASE === '1' ? fictionalPhoneProblem(siteFacts.phone) : undefined;
if (phoneProblem) throw new Error(`content/site.json phone: ${phoneProblem}`);

const contentDir = process.env.CONTENT_DIR ?? './content';

// One YAML file per entry (content/<name>/<slug or id>.yaml), the shape the content editor
// at /admin writes; the entry id stays the record's own id, as a list file would give it.
const yamlFolder = (name: string) => glob({ pattern: '*.yaml', base: `${contentDir}/${name}`, generateId: ({ data }) => String(data.id) });

export const collections = {
  categories: defineCollection({ loader: yamlFolder('categories'), schema: categorySchema }),
  products: defineCollection({ loader: glob({ pattern: '*.md', base: `${contentDir}/products` }), schema: productSchema }),
  services: defineCollection({ loader: yamlFolder('services'), schema: serviceSchema }),
  servicesEs: defineCollection({ loader: yamlFolder('services/es'), schema: serviceSchema }),
  courses: defineCollection({ loader: yamlFolder('courses'), schema: courseSchema }),
  coursesEs: defineCollection({ loader: yamlFolder('courses/es'), schema: courseSchema }),
  sessions: defineCollection({ loader: yamlFolder('sessions'), schema: sessionSchema }),
  articles: defineCollection({ loader: glob({ pattern: '*.md', base: `${contentDir}/articles` }), schema: articleSchema }),
  articlesEs: defineCollection({ loader: glob({ pattern: '*.md', base: `${contentDir}/articles/es` }), schema: articleSchema }),
  faq: defineCollection({ loader: yamlFolder('faq'), schema: faqSchema }),
  faqEs: defineCollection({ loader: yamlFolder('faq/es'), schema: faqSchema }),
};
