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
    node.nodeName === 'MARK' ? h('mark', { class: 'rounded-sm bg-accent-400/50 px-0.5 text-slate-900' }, node.textContent ?? '') : document.createTextNode(node.textContent ?? ''),
  );
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** A 24×24 stroke icon from its path data (see src/components/icons.ts for the set). */
export function icon(body: string, size = 20): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  for (const [k, v] of Object.entries({ width: size, height: size, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', 'aria-hidden': 'true', focusable: 'false' })) {
    svg.setAttribute(k, String(v));
  }
  // Path data comes from our own icon table, never from user input.
  svg.innerHTML = body;
  return svg;
}
