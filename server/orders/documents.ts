// Renders an order's confirmation or invoice to PDF bytes (React-PDF), and names the file.
import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { OrderDocument, type OrderDocumentProps, type OrderDocumentKind } from './OrderDocument';

export const orderDocumentName = (kind: OrderDocumentKind, o: { reference: string; invoice_number: string | null }) =>
  kind === 'invoice' ? `${o.invoice_number}.pdf` : `${o.reference}-confirmation.pdf`;

export const renderOrderDocument = (props: OrderDocumentProps): Promise<Buffer> =>
  renderToBuffer(createElement(OrderDocument, props) as ReactElement<DocumentProps>);
