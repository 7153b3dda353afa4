// The training sessions the school publishes (content/sessions/*.yaml), validated with the
// schema the site builds with; read at start-up like the catalogue.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { sessionSchema, type Session } from '#domain/content/schemas';

export interface SessionContent {
  all(): Session[];
  byId(id: number): Session | undefined;
}

export function loadSessions(contentDir: string): SessionContent {
  const dir = join(contentDir, 'sessions');
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f));
  } catch {
    // A content directory without sessions (a shop without a school) has none.
  }
  const sessions = files.map((f) => {
    const parsed = sessionSchema.safeParse(parseYaml(readFileSync(join(dir, f), 'utf8')));
    if (!parsed.success) throw new Error(`${join(dir, f)}: ${parsed.error.message}`);
    return parsed.data;
  });
  const byId = new Map(sessions.map((s) => [s.id, s]));
  return { all: () => sessions, byId: (id) => byId.get(id) };
}
