// The site's own client directive (astro.config.mjs, ./hydrateAfterPaint.ts).
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:afterpaint'?: boolean;
  }
}
