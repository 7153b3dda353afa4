// Content collections: files under ../content, validated by the schemas of src/domain.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import {
  articleSchema,
  categorySchema,
  courseSchema,
  faqSchema,
  productSchema,
  serviceSchema,
  sessionSchema,
} from './domain/content';

const contentDir = process.env.CONTENT_DIR ?? './content';

export const collections = {
  categories: defineCollection({ loader: file(`${contentDir}/categories.yaml`), schema: categorySchema }),
  products: defineCollection({ loader: glob({ pattern: '*.md', base: `${contentDir}/products` }), schema: productSchema }),
  services: defineCollection({ loader: file(`${contentDir}/services.yaml`), schema: serviceSchema }),
  courses: defineCollection({ loader: file(`${contentDir}/courses.yaml`), schema: courseSchema }),
  sessions: defineCollection({ loader: file(`${contentDir}/sessions.yaml`), schema: sessionSchema }),
  articles: defineCollection({ loader: glob({ pattern: '*.md', base: `${contentDir}/articles` }), schema: articleSchema }),
  faq: defineCollection({ loader: file(`${contentDir}/faq.yaml`), schema: faqSchema }),
};
