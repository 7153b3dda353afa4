// The training sessions and courses the school publishes (content/sessions/*.yaml,
// content/courses/*.yaml), validated with the schemas the site builds with; read at start-up
// like the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { Lang } from '#domain/i18n/locales';
import { courseSchema, sessionSchema, type Course, type Session } from '#domain/content/schemas';

export interface SessionContent {
  all(): Session[];
  byId(id: number): Session | undefined;
}

/** Every YAML file of one content folder, parsed with its schema (none when the folder is absent). */
function readYamlDir<T extends z.ZodType>(dir: string, schema: T): z.infer<T>[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  } catch {
    // A content directory without a school has no sessions or courses.
  }
  return files.map((f) => {
    const parsed = schema.safeParse(parseYaml(readFileSync(join(dir, f), 'utf8')));
    if (!parsed.success) throw new Error(`${join(dir, f)}: ${parsed.error.message}`);
    return parsed.data;
  });
}

export function loadSessions(contentDir: string): SessionContent {
  const sessions: Session[] = readYamlDir(join(contentDir, 'sessions'), sessionSchema);
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return { all: () => sessions, byId: (id) => byId.get(id) };
}

/** The courses by id, in a language (the Spanish ones are content/courses/es). */
export const loadCourses = (contentDir: string, lang: Lang = 'en'): Map<number, Course> =>
  new Map(readYamlDir(join(contentDir, 'courses', lang === 'en' ? '' : lang), courseSchema).map((c: Course) => [c.id, c]));
