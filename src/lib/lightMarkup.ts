// Renders the knowledge base's light markup (markdown + :::tip / :::warning /
// :::highlight callout boxes) to HTML at build time. Astro's own markdown engine runs no
// plugins, so callouts are a marked extension.
import { Marked, type Tokens } from 'marked';

export const calloutKinds = ['tip', 'warning', 'highlight'] as const;
type CalloutKind = (typeof calloutKinds)[number];
const titles: Record<CalloutKind, string> = { tip: 'Tip', warning: 'Warning', highlight: 'Key point' };

interface CalloutToken extends Tokens.Generic {
  type: 'callout';
  kind: CalloutKind;
  tokens: Tokens.Generic[];
}

const marked = new Marked({
  gfm: true,
  extensions: [
    {
      name: 'callout',
      level: 'block',
      start: (src: string) => src.match(/^:::/m)?.index,
      tokenizer(src: string) {
        const match = /^:::(tip|warning|highlight)[^\n]*\n([\s\S]*?)\n:::(?:\n|$)/.exec(src);
        if (!match) return undefined;
        const token: CalloutToken = { type: 'callout', raw: match[0], kind: match[1] as CalloutKind, tokens: [] };
        this.lexer.blockTokens(match[2], token.tokens);
        return token;
      },
      renderer(token) {
        const t = token as CalloutToken;
        return `<aside class="callout callout-${t.kind}" aria-label="${titles[t.kind]}"><p class="callout-title">${titles[t.kind]}</p>${this.parser.parse(t.tokens)}</aside>`;
      },
    },
  ],
  renderer: {
    table(token) {
      // Wide tables scroll inside their own box on a phone instead of widening the page.
      const header = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join('');
      const rows = token.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`)
        .join('');
      return `<div class="table-wrap" tabindex="0" role="region" aria-label="Table"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>`;
    },
  },
});

export function renderLightMarkup(source: string): string {
  return marked.parse(source, { async: false });
}
