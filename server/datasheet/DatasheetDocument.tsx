// The one datasheet template of every product (US Letter, one or two pages): name, part
// number, summary, specifications, the buyer's facts, features and what it works with.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactElement } from 'react';
import { Document, Font, Page, StyleSheet, Text, View, type DocumentProps } from '@react-pdf/renderer';
import type { ProductData } from '../../src/domain/content';
import { buyerFacts, PART_NUMBER_LABEL, type FactRow } from '../../src/domain/productFacts';
import type { ShopParams } from '../mail/shop';

// DejaVu Sans covers the signs specifications use (≤ ≥ ± µ ° × ³ Ø) that the PDF base fonts lack.
const fonts = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
Font.register({
  family: 'DejaVu Sans',
  fonts: [{ src: join(fonts, 'DejaVuSans.ttf') }, { src: join(fonts, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' }],
});
// Whole words only: a hyphen added at a line break would change a part number or a value.
Font.registerHyphenationCallback((word) => [word]);

const brand = '#1d4ed8';
const s = StyleSheet.create({
  page: {
    fontFamily: 'DejaVu Sans',
    fontSize: 8.5,
    color: '#0f172a',
    paddingTop: 30,
    paddingBottom: 40,
    paddingHorizontal: 40,
    lineHeight: 1.3,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 2, borderBottomColor: brand, paddingBottom: 6 },
  shop: { fontSize: 11, fontWeight: 'bold', color: brand },
  kind: { fontSize: 9, color: '#475569' },
  title: { fontSize: 15, fontWeight: 'bold', marginTop: 10 },
  partNumber: { fontSize: 10, marginTop: 4 },
  summary: { marginTop: 8, color: '#334155' },
  heading: { fontSize: 10.5, fontWeight: 'bold', color: brand, marginTop: 10, marginBottom: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#cbd5e1', paddingVertical: 2 },
  label: { width: '36%', fontWeight: 'bold', paddingRight: 8 },
  value: { width: '64%' },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  footer: { position: 'absolute', bottom: 20, left: 40, right: 40, fontSize: 7.5, color: '#475569', textAlign: 'center' },
});

export interface DatasheetProduct extends ProductData {
  slug: string;
}

function Rows({ rows }: { rows: FactRow[] }) {
  return (
    <View>
      {rows.map((r, i) => (
        <View key={i} style={s.row} wrap={false}>
          <Text style={s.label}>{r.label}</Text>
          <Text style={s.value}>{r.value}</Text>
        </View>
      ))}
    </View>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={i} style={s.bullet} wrap={false}>
          <Text style={{ width: 10 }}>•</Text>
          <Text style={{ flex: 1 }}>{item}</Text>
        </View>
      ))}
    </View>
  );
}

interface Props {
  product: DatasheetProduct;
  worksWith: { name: string; part_number: string }[];
  shop: ShopParams;
}

export function DatasheetDocument({ product: p, worksWith, shop }: Props): ReactElement<DocumentProps> {
  const footerLine = `${shop.shop_name} · ${shop.shop_address} · ${shop.shop_phone} · ${shop.shop_email}`;
  return (
    <Document
      title={`${p.name} — datasheet`}
      author={shop.shop_name}
      subject={`${PART_NUMBER_LABEL} ${p.part_number}`}
      creator={shop.shop_name}
    >
      <Page size="LETTER" style={s.page}>
        <View style={s.header} fixed>
          <Text style={s.shop}>{shop.shop_name}</Text>
          <Text style={s.kind}>Product datasheet</Text>
        </View>
        <Text style={s.title}>{p.name}</Text>
        <Text style={s.partNumber}>
          {PART_NUMBER_LABEL}: {p.part_number} · {p.brand} {p.model}
        </Text>
        <Text style={s.summary}>{p.summary}</Text>
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
        <Text style={s.footer} fixed>
          {footerLine}
        </Text>
      </Page>
    </Document>
  );
}
