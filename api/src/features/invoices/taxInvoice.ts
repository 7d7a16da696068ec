import { financialYearOf, gstStateCode, gstinProblem, type BillingProfilePayload } from 'shared-contracts';
import { istDate } from '../../dates';
import type { NewTaxInvoice, UninvoicedPayment } from './repository';

/** Amounts in paise, so the halves and the total always add up to the rupee amount charged. */
const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (p: number) => p / 100;

export interface TaxSplit {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/**
 * The tax of an amount charged: within the supplier's state it is CGST and SGST in equal halves (an odd paisa goes
 * to CGST), between states IGST (IGST Act 2017, s. 5 and 7; CGST Act s. 9). The parts always sum to the total.
 */
export function splitTax(total: number, taxableValue: number, intraState: boolean): TaxSplit {
  const gst = paise(total) - paise(taxableValue);
  if (!intraState) return { taxableValue, cgst: 0, sgst: 0, igst: rupees(gst), total };
  const cgst = Math.ceil(gst / 2);
  return { taxableValue, cgst: rupees(cgst), sgst: rupees(gst - cgst), igst: 0, total };
}

/**
 * Place of supply of a service to a person in India (IGST Act 2017, s. 12(2)): a registered recipient's location
 * (its GSTIN's state); else the recipient's address on record (the company's state); else the supplier's location.
 */
export function placeOfSupply(customerGstin: string | null, customerState: string, supplierStateCode: string): string {
  if (customerGstin && !gstinProblem(customerGstin)) return customerGstin.slice(0, 2);
  return gstStateCode(customerState) ?? supplierStateCode;
}

/** SERIES/2026-27 shortened to SERIES/26-27/00001: at most 16 characters (CGST Rules 2017, r. 46(b)). */
export const invoiceNumberOf = (series: string, financialYear: string, sequence: number) => `${series}/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;

/** The invoice of one payment, numbered `sequence` in its series and year, from the profile and the company now. */
export function buildInvoice(payment: UninvoicedPayment, profile: BillingProfilePayload, at: Date, sequence: number): NewTaxInvoice {
  const invoiceDate = istDate(at);
  const financialYear = financialYearOf(invoiceDate);
  const supplierGstin = profile.gstin.toUpperCase();
  const supplierStateCode = supplierGstin.slice(0, 2);
  const customerGstin = payment.gstn && !gstinProblem(payment.gstn) ? payment.gstn.trim().toUpperCase() : null;
  const placeCode = placeOfSupply(customerGstin, payment.state, supplierStateCode);
  const rate = payment.gst_rate ?? payment.package_gst_rate;
  // Payments begun before the taxable value was kept: the amount charged included GST at the package's rate.
  const taxable = payment.taxable_value ?? rupees(Math.round(paise(payment.amount) / (1 + rate / 100)));
  const split = splitTax(payment.amount, taxable, placeCode === supplierStateCode);
  const period = payment.period_start && payment.period_end ? `, ${istDate(payment.period_start)} to ${istDate(payment.period_end)}` : '';
  return {
    payment_id: payment.id,
    company_id: payment.company_id,
    invoice_number: invoiceNumberOf(profile.invoiceSeries, financialYear, sequence),
    series: profile.invoiceSeries,
    financial_year: financialYear,
    sequence,
    invoice_date: invoiceDate,
    supplier_name: profile.legalName,
    supplier_gstin: supplierGstin,
    supplier_address: profile.address,
    supplier_state_code: supplierStateCode,
    customer_name: payment.company_name,
    customer_gstin: customerGstin,
    customer_address: [payment.address, payment.city, `${payment.state} ${payment.pincode}`.trim()].filter(Boolean).join(', '),
    place_of_supply_code: placeCode,
    sac: profile.sac,
    description: `Compliance management subscription: ${payment.package_name} (${payment.layer})${period}`,
    taxable_value: split.taxableValue,
    gst_rate: rate,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
    transaction_id: payment.txnid,
  };
}
