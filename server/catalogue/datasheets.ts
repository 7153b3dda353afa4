// Product datasheets as PDF, made on first request and kept in memory under a hash of what
// they print: an unchanged product answers its ETag (or a 304) without rendering again, and
// a product edited while the server runs gets a new datasheet at its next request.
import { createHash } from 'node:crypto';
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { Catalogue, Product } from './catalogue';
import type { ShopParams } from '../mail/shop';
import { DatasheetDocument } from './DatasheetDocument';

/** Bump when the template changes, so every cached and browser-kept datasheet is redone. */
const TEMPLATE_VERSION = 2;
/** The most datasheets kept in memory (about 20–40 KB each); the least recently used go first. */
const KEPT = 300;

export interface Datasheet {
  etag: string;
  pdf: Promise<Buffer>;
}

export interface Datasheets {
  /** The active product's datasheet, or undefined when no active product has that slug. */
  get(slug: string): Datasheet | undefined;
}

export function datasheets(catalogue: Catalogue, shop: ShopParams): Datasheets {
  const kept = new Map<string, Datasheet>();

  return {
    get(slug) {
      const product = catalogue.active().find((p) => p.slug === slug);
      if (!product) return undefined;
      const worksWith = product.works_with
        .map((id) => catalogue.byId(id))
        .filter((p): p is Product => !!p?.is_active)
        .map((p) => ({ name: p.name, part_number: p.part_number }));
      const props = { product, worksWith, shop };
      const etag = `"${createHash('sha256')
        .update(JSON.stringify([TEMPLATE_VERSION, props]))
        .digest('base64url')
        .slice(0, 22)}"`;
      const known = kept.get(slug);
      kept.delete(slug);
      const sheet =
        known?.etag === etag
          ? known
          : { etag, pdf: renderToBuffer(createElement(DatasheetDocument, props) as ReactElement<DocumentProps>) };
      // A failed render is not kept: the next request tries again.
      sheet.pdf.catch(() => kept.get(slug) === sheet && kept.delete(slug));
      kept.set(slug, sheet);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
      return sheet;
    },
  };
}
