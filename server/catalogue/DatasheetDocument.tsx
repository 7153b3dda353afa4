// The submittal datasheet of every product (US Letter, one or two pages): name and summary,
// then the same sections in the same order for all (datasheetSections.ts), and what it works with.
import { Fragment } from 'react';
import { StyleSheet, Text } from '@react-pdf/renderer';
import type { ProductData } from '#domain/content/schemas';
import { PART_NUMBER_LABEL } from '#domain/catalogue/productFacts';
import type { ShopParams } from '../mail/shop';
import { Bullets, DocumentFrame, MUTED, Rows, s } from '../pdf/kit';
import { datasheetSections } from './datasheetSections';

const local = StyleSheet.create({
  partNumber: { fontSize: 10, marginTop: 6 },
  summary: { marginTop: 6, color: '#334155' },
  empty: { color: MUTED },
});

export interface DatasheetProduct extends ProductData {
  slug: string;
}

interface Props {
  product: DatasheetProduct;
  worksWith: { name: string; part_number: string }[];
  shop: ShopParams;
}

export function DatasheetDocument({ product: p, worksWith, shop }: Props) {
  return (
    <DocumentFrame shop={shop} kind="Product datasheet" title={`${p.name} — datasheet`} subject={`${PART_NUMBER_LABEL} ${p.part_number}`}>
      <Text style={s.title}>{p.name}</Text>
      <Text style={local.partNumber}>
        {PART_NUMBER_LABEL}: {p.part_number} · {p.brand} {p.model}
      </Text>
      <Text style={local.summary}>{p.summary}</Text>
      {datasheetSections(p).map((section) => (
        <Fragment key={section.title}>
          <Text style={s.heading}>{section.title}</Text>
          {section.items ? (
            <Bullets items={section.items} />
          ) : section.rows.length ? (
            <Rows rows={section.rows} />
          ) : (
            <Text style={local.empty}>{section.empty}</Text>
          )}
        </Fragment>
      ))}
      <Text style={s.heading}>Works with</Text>
      {worksWith.length ? (
        <Bullets items={worksWith.map((w) => `${w.name} (${w.part_number})`)} />
      ) : (
        <Text style={local.empty}>No accessories listed.</Text>
      )}
    </DocumentFrame>
  );
}
