import { formatDate, formatRupees, GST_STATE_CODES } from 'shared-contracts';
import { factList, finish, heading, newPdf, paragraph, table } from '../exports/pdfLayout';
import type { TaxInvoiceRow } from './repository';

const stateOf = (code: string) => `${GST_STATE_CODES[code] ?? 'Unknown'} (${code})`;
const percent = (rate: number) => `${Number(rate.toFixed(2))}%`;

/**
 * The GST tax invoice as a PDF, with the particulars CGST Rules 2017, r. 46 asks of a supplier of services:
 * supplier and recipient names, addresses and GSTINs, a serial number unique in the financial year, the date,
 * SAC, description, taxable value, rate and amount of each tax, place of supply and reverse charge.
 */
export async function taxInvoicePdf(invoice: TaxInvoiceRow): Promise<Buffer> {
  const { doc, bytes } = await newPdf(`Tax Invoice ${invoice.invoice_number}`);
  doc.font('Bold').fontSize(20).text('Tax Invoice');
  doc.moveDown(0.5);
  factList(doc, [
    ['Invoice number', invoice.invoice_number],
    ['Invoice date', formatDate(invoice.invoice_date)],
    ['Financial year', invoice.financial_year],
    ['Payment transaction', invoice.transaction_id],
  ]);
  heading(doc, 'Supplier', 2);
  paragraph(doc, invoice.supplier_name);
  paragraph(doc, invoice.supplier_address);
  factList(doc, [
    ['GSTIN', invoice.supplier_gstin],
    ['State', stateOf(invoice.supplier_state_code)],
  ]);
  heading(doc, 'Recipient', 2);
  paragraph(doc, invoice.customer_name);
  paragraph(doc, invoice.customer_address);
  factList(doc, [
    ['GSTIN', invoice.customer_gstin ?? 'Unregistered'],
    ['Place of supply', stateOf(invoice.place_of_supply_code)],
    ['Tax payable on reverse charge', 'No'],
  ]);
  heading(doc, 'Services', 2);
  const intraState = invoice.igst === 0 && invoice.cgst + invoice.sgst > 0;
  const half = invoice.gst_rate / 2;
  table(
    doc,
    [
      { header: 'Description', width: 0.55 },
      { header: 'SAC', width: 0.15 },
      { header: 'Taxable value', width: 0.3 },
    ],
    [[invoice.description, invoice.sac, formatRupees(invoice.taxable_value)]],
    { size: 9.5 },
  );
  const taxLines: [string, string][] = intraState
    ? [
        [`CGST @ ${percent(half)}`, formatRupees(invoice.cgst)],
        [`SGST/UTGST @ ${percent(half)}`, formatRupees(invoice.sgst)],
      ]
    : [[`IGST @ ${percent(invoice.gst_rate)}`, formatRupees(invoice.igst)]];
  factList(doc, [['Taxable value', formatRupees(invoice.taxable_value)], ...taxLines, ['Invoice total', formatRupees(invoice.total)]]);
  doc.moveDown(1);
  paragraph(doc, 'Paid in full online. This is a computer-generated invoice.', { muted: true, size: 9 });
  finish(doc, `${invoice.supplier_name} - Tax Invoice ${invoice.invoice_number}`);
  return bytes;
}
