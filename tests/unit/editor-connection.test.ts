// /admin/'s check before the editor loads: the backend named by config.yml, the local backend
// tried first on this machine only, and Netlify Identity for Git Gateway.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCAL_BACKEND, findConnection, readEditorConfig } from '../../src/pages/admin/_cms/editorConnection';

const json = () => new Response('{}', { headers: { 'content-type': 'application/json' } });
/** A fetch where only the listed addresses answer with JSON; everything else is refused. */
const only =
  (...up: string[]) =>
  async (url: string) => {
    if (up.includes(url)) return json();
    throw new TypeError('Failed to fetch');
  };

describe('readEditorConfig', () => {
  test('the repository’s config: Git Gateway, local backend on the default port', () => {
    expect(readEditorConfig(readFileSync('public/admin/config.yml', 'utf8'))).toEqual({
      backend: 'git-gateway',
      localBackendUrl: DEFAULT_LOCAL_BACKEND,
    });
  });

  test('a GitHub backend, a local backend elsewhere, or none', () => {
    const github = 'backend:\n  repo: acme/site\n  name: "github"\n  branch: main\nlocal_backend:\n  url: http://localhost:9001/api/v1\n';
    expect(readEditorConfig(github)).toEqual({ backend: 'github', localBackendUrl: 'http://localhost:9001/api/v1' });
    expect(readEditorConfig('backend:\n  name: git-gateway\nlocal_backend: false\n').localBackendUrl).toBeNull();
  });
});

describe('findConnection', () => {
  const config = { backend: 'git-gateway', localBackendUrl: DEFAULT_LOCAL_BACKEND };

  test('on this machine the running local backend wins', async () => {
    expect(await findConnection(config, 'localhost', only(DEFAULT_LOCAL_BACKEND))).toEqual({ kind: 'local', url: DEFAULT_LOCAL_BACKEND });
  });

  test('a deployed site never tries localhost; Identity answering connects Git Gateway', async () => {
    expect(await findConnection(config, 'www.fiberpro-texas.com', only(DEFAULT_LOCAL_BACKEND))).toEqual({
      kind: 'none',
      checkedLocal: null,
    });
    expect(await findConnection(config, 'www.fiberpro-texas.com', only('/.netlify/identity/settings'))).toEqual({ kind: 'identity' });
  });

  test('a 404 page is not Identity; nothing answering on this machine names the backend it tried', async () => {
    const page404 = async () => new Response('<!doctype html>', { status: 404, headers: { 'content-type': 'text/html' } });
    expect(await findConnection(config, '127.0.0.1', page404)).toEqual({ kind: 'none', checkedLocal: DEFAULT_LOCAL_BACKEND });
  });

  test('another backend signs in with its own provider', async () => {
    expect(await findConnection({ backend: 'github', localBackendUrl: null }, 'site.example', only())).toEqual({
      kind: 'provider',
      backend: 'github',
    });
  });
});
