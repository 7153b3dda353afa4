// The `<astro-island>` element, written inline at the end of every island page's body in place
// of Astro's own (scripts/build/astro-frame-script.mjs): 0.7 KB gzip instead of 1.8 KB. It
// keeps what this site's islands use: a directive starts the island (`client:only`,
// `client:load`, `client:afterpaint`), the component and React's renderer are imported (once
// more after a second on a failed fetch, as Astro does: a weak signal drops requests), the props
// are decoded and the island is hydrated or rendered (./reactRenderer.ts), then `astro:hydrate`
// is sent. It leaves out what the site does not use, and the build refuses a page that would
// need it: props of other types than values and arrays (dates, maps, sets…), a named export,
// islands inside islands, `before-hydration-url`, slots (a client-only island's fallback is
// only shown until the island renders). Defined after the body is parsed, every island is whole
// when it starts (Astro's element waits for `<!--astro:end-->` instead).
type Renderer = (
  island: HTMLElement,
) => (component: unknown, props: Record<string, unknown>, slots: Record<string, string>, meta: { client: string }) => unknown;
type Directive = (load: () => Promise<() => Promise<void>>, options: unknown, island: HTMLElement) => unknown;
/** Astro's serialised props: [0, value] (an object's values serialised in turn) or [1, array]. */
type Serialised = [number, unknown];

const decode = ([type, value]: Serialised): unknown =>
  type === 1
    ? (value as Serialised[]).map(decode)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, decode(inner as Serialised)]))
      : value;

const importAgainOnce = (url: string) =>
  import(/* @vite-ignore */ url).catch(
    () =>
      new Promise((retry) => setTimeout(retry, 1000)).then(() => {
        const again = new URL(url, document.baseURI);
        again.searchParams.set('astro-retry', String(Date.now()));
        return import(/* @vite-ignore */ again.href);
      }) as Promise<Record<string, unknown>>,
  );

class AstroIsland extends HTMLElement {
  connectedCallback() {
    void this.start();
  }

  async start() {
    const client = this.getAttribute('client') ?? '';
    const directive = (window as unknown as { Astro?: Record<string, Directive> }).Astro?.[client];
    if (!directive) {
      addEventListener(`astro:${client}`, () => void this.start(), { once: true });
      return;
    }
    // React first, then the island's code in a task of its own: evaluated together they were one
    // task (45 ms on this machine, 180 ms on a throttled phone). Both files are preloaded already.
    const load = async () => {
      const renderer = await importAgainOnce(this.getAttribute('renderer-url') ?? '');
      await new Promise((next) => setTimeout(next));
      const module = await importAgainOnce(this.getAttribute('component-url') ?? '');
      return () => this.hydrate(module[this.getAttribute('component-export') ?? 'default'], renderer.default as Renderer, client);
    };
    try {
      await directive(load, JSON.parse(this.getAttribute('opts') ?? '{}'), this);
    } catch (error) {
      console.error(`[astro-island] Error hydrating ${this.getAttribute('component-url')}`, error);
    }
  }

  async hydrate(component: unknown, renderer: Renderer, client: string) {
    const props = decode([0, JSON.parse(this.getAttribute('props') ?? '{}')]) as Record<string, unknown>;
    await renderer(this)(component, props, {}, { client });
    this.removeAttribute('ssr');
    this.dispatchEvent(new CustomEvent('astro:hydrate'));
  }
}

if (!customElements.get('astro-island')) customElements.define('astro-island', AstroIsland);
