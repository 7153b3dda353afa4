// /admin/'s check before the editor loads: the backend named by config.yml, the local backend
// tried first on this machine only, and Netlify Identity for Git Gateway.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOCAL_BACKEND, findConnection, readEditorConfig } from '../../src/pages/admin/_cms/editorConnection';
import { withLocalBackend } from '#server/content/editorBackend';

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

  test('on this machine, the server’s word on its own backend is shown: which port is taken and how to choose another', async () => {
    const problem = 'Port 8081 is taken by another program, so no content editor backend was started there.';
    const server = async (url: string) => {
      if (url === '/admin/local-backend.json') return Response.json({ url: null, problem });
      throw new TypeError('Failed to fetch');
    };
    expect(await findConnection({ backend: 'git-gateway', localBackendUrl: null }, 'localhost', server)).toEqual({
      kind: 'none',
      checkedLocal: null,
      localProblem: problem,
    });
    // A deployed site asks no such thing.
    expect(await findConnection({ backend: 'git-gateway', localBackendUrl: null }, 'www.fiberpro-texas.com', server)).toEqual({
      kind: 'none',
      checkedLocal: null,
    });
  });
});

describe('withLocalBackend (the server’s /admin/config.yml)', () => {
  const yaml = readFileSync('public/admin/config.yml', 'utf8');

  test('names the backend this server started, which the page and the editor then use', () => {
    const served = withLocalBackend(yaml, 'http://127.0.0.1:9123/api/v1');
    expect(readEditorConfig(served)).toEqual({ backend: 'git-gateway', localBackendUrl: 'http://127.0.0.1:9123/api/v1' });
  });

  test('with none (port taken, CMS_PORT=0, production) the editor looks for no local backend, not even on 8081', () => {
    expect(readEditorConfig(withLocalBackend(yaml, null)).localBackendUrl).toBeNull();
  });
});
