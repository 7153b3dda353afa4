// The build puts the site's own <astro-island> element in place of Astro's, and refuses a page
// whose islands need what ours leaves out (scripts/build/astro-island-loader.mjs).
import { describe, expect, test } from 'vitest';
import { withIslandLoader } from '../../scripts/build/astro-island-loader.mjs';

const ASTRO =
  '<script>(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();</script>';
const OURS = 'customElements.define(`astro-island`,class extends HTMLElement{})';
const props = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;');
const island = (attributes = '') =>
  `<astro-island uid="a" component-url="/_astro/A.js" component-export="default" renderer-url="/_astro/client.js" props="${props({
    name: [0, 'Fusion splicer'],
    sizes: [
      1,
      [
        [0, 250],
        [0, 900],
      ],
    ],
  })}" ssr client="afterpaint" ${attributes}><p>first view</p></astro-island>`;
const page = (body: string) => `<!doctype html><html><head></head><body><main>${body}</main></body></html>`;

describe('the island loader of the build', () => {
  test("Astro's element goes, ours comes at the end of the body, once for every island", () => {
    const html = withIslandLoader(page(`${ASTRO}${island()}${island()}`), OURS, '/x');
    expect(html).not.toContain('customElements.define("astro-island"');
    expect(html.match(/astro-island`/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<script>${OURS.replace(/[()`]/g, '\\$&')}</script></body>`));
    expect(html.match(/<astro-island /g)).toHaveLength(2);
  });

  test("the page's client directives join our element's script, before it", () => {
    const directive =
      '(()=>{var e=async t=>{await(await t())()};(self.Astro||(self.Astro={})).only=e;window.dispatchEvent(new Event("astro:only"));})();';
    const html = withIslandLoader(page(`<script>${directive}</script>${ASTRO}${island()}`), OURS, '/x');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain(`<script>${directive}${OURS}</script></body>`);
  });

  test("a client-only island's fallback stays as HTML until the island renders", () => {
    const fallback = '<p role="status">Loading...</p><template data-astro-template="fallback"><p role="status">Loading...</p></template>';
    const html = withIslandLoader(page(`${ASTRO}${island('client="only"').replace('<p>first view</p>', fallback)}`), OURS, '/cart');
    expect(html).toContain(fallback);
  });

  test('a page without islands is left as it is', () => {
    const html = page('<p>About us</p>');
    expect(withIslandLoader(html, OURS, '/about')).toBe(html);
  });

  test.each([
    [
      'a date in the props',
      island().replace(
        props({
          name: [0, 'Fusion splicer'],
          sizes: [
            1,
            [
              [0, 250],
              [0, 900],
            ],
          ],
        }),
        props({ when: [3, '2027-01-19'] }),
      ),
      /type 3/,
    ],
    ['a named export', island().replace('component-export="default"', 'component-export="Form"'), /export "Form"/],
    ['a before-hydration script', island('before-hydration-url="/_astro/b.js"'), /before-hydration/],
    ['an island inside an island', island().replace('<p>first view</p>', island()), /inside an island/],
    ['children from Astro', island().replace('<p>first view</p>', '<astro-slot><p>Splice trays</p></astro-slot>'), /slot "default"/],
    [
      'a named slot',
      island().replace('<p>first view</p>', '<template data-astro-template="footer"><p>Ships in 2 days</p></template>'),
      /slot "footer"/,
    ],
  ])('%s needs Astro’s own element: the build stops', (_what, body, reason) => {
    expect(() => withIslandLoader(page(`${ASTRO}${body}`), OURS, '/x')).toThrow(reason);
  });

  test("islands without Astro's element (a new Astro writing it differently) stop the build", () => {
    expect(() => withIslandLoader(page(island()), OURS, '/x')).toThrow(/0 times/);
  });
});
