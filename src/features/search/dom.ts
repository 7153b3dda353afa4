// A few lines of DOM building for the search UI, which is plain TypeScript so that
// opening search never loads a framework.
type Child = Node | string | null | undefined | false;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === true) el.setAttribute(name, '');
    else if (typeof value === 'string') el.setAttribute(name, value);
  }
  el.append(...(children.filter(Boolean) as (Node | string)[]));
  return el;
}

/** Rebuilds an excerpt keeping only its text and <mark> highlights: never trusted as HTML. */
export function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<body>${excerpt}</body>`, 'text/html');
  return [...doc.body.childNodes].map((node) =>
    node.nodeName === 'MARK'
      ? h('mark', { class: 'rounded-sm bg-accent-400/50 px-0.5 text-slate-900' }, node.textContent ?? '')
      : document.createTextNode(node.textContent ?? ''),
  );
}
