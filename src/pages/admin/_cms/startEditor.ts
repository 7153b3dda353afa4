// /admin/: checks for a backend first (editorConnection.ts), then loads the editor (Decap
// CMS, one large script) and wires the site into it; with no backend, shows the page's note
// on what to configure.
import { findConnection, readEditorConfig, type Connection } from './editorConnection';
import { setUpEditor } from './setup';

const EDITOR_SCRIPT = '/admin/decap-cms.js';

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, onload: () => resolve(), onerror: reject });
    document.body.append(script);
  });
}

function showNote(connection: Extract<Connection, { kind: 'none' }>) {
  const note = document.querySelector<HTMLElement>('[data-editor-note]');
  if (!note) return;
  const local = note.querySelector<HTMLElement>('[data-checked-local]');
  if (local) {
    local.hidden = !connection.checkedLocal;
    local.querySelector('code')!.textContent = connection.checkedLocal ?? '';
  }
  const problem = note.querySelector<HTMLElement>('[data-local-problem]');
  if (problem) {
    problem.hidden = !connection.localProblem;
    problem.textContent = connection.localProblem ?? '';
  }
  note.hidden = false;
  note.querySelector('h1')?.focus();
}

export async function startEditor() {
  const yaml = await fetch('/admin/config.yml').then(
    (r) => r.text(),
    () => '',
  );
  const connection = await findConnection(readEditorConfig(yaml), location.hostname);
  document.querySelector('[data-editor-checking]')?.remove();
  if (connection.kind === 'none') return showNote(connection);
  await loadScript(EDITOR_SCRIPT);
  setUpEditor();
}
