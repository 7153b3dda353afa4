// The one datasheet template of every product (US Letter, one or two pages): name, part
// number, summary, specifications, the buyer's facts, features and what it works with.
import { StyleSheet, Text } from '@react-pdf/renderer';
import type { ProductData } from '#domain/content/schemas';
import { buyerFacts, PART_NUMBER_LABEL } from '#domain/catalogue/productFacts';
import type { ShopParams } from '../mail/shop';
import { Bullets, DocumentFrame, Rows, s } from '../pdf/kit';

const local = StyleSheet.create({
  partNumber: { fontSize: 10, marginTop: 4 },
  summary: { marginTop: 8, color: '#334155' },
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
      {p.specifications.length > 0 && (
        <>
          <Text style={s.heading}>Technical Specifications</Text>
          <Rows rows={p.specifications} />
        </>
      )}
      <Text style={s.heading}>{'Ordering & Compliance'}</Text>
      <Rows rows={buyerFacts(p)} />
      {p.features.length > 0 && (
        <>
          <Text style={s.heading}>{'Features & Benefits'}</Text>
          <Bullets items={p.features} />
        </>
      )}
      {worksWith.length > 0 && (
        <>
          <Text style={s.heading}>Works with</Text>
          <Bullets items={worksWith.map((w) => `${w.name} (${w.part_number})`)} />
        </>
      )}
    </DocumentFrame>
  );
}
