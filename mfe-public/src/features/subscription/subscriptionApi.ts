import { apiRequest, downloadFile } from 'shared-auth';
import type { CurrentSubscriptionResponse, PackagesResponse, PaymentInitiateResult, PaymentListResponse, PaymentResponse } from 'shared-contracts';

/** The plan list is public: its call sends no token. */
export const fetchPackages = () => apiRequest<PackagesResponse>('/api/subscriptions/packages');

export const fetchCurrentSubscription = () => apiRequest<CurrentSubscriptionResponse>('/api/subscriptions/current');

export const initiatePayment = (packageId: string) => apiRequest<PaymentInitiateResult>('/api/payments/initiate', { method: 'POST', body: { packageId } });

export const fetchPayment = (txnid: string) => apiRequest<PaymentResponse>(`/api/payments/${encodeURIComponent(txnid)}`);

/** The company's payments, newest first (admin). */
export const fetchPayments = () => apiRequest<PaymentListResponse>('/api/payments');

/** The GST tax invoice of a successful payment, as a PDF file. */
export const downloadInvoice = (txnid: string, invoiceNumber: string | null) =>
  downloadFile(
    `/api/payments/${encodeURIComponent(txnid)}/invoice.pdf`,
    `tax-invoice-${(invoiceNumber ?? txnid).replace(/\//g, '-')}.pdf`,
    'The tax invoice could not be downloaded. Please try again.',
  );

/**
 * On success the browser submits a hidden form to payuUrl with the returned parameters
 * (a form post, not fetch, so the payment page takes over the window).
 */
export function submitPaymentForm(payuUrl: string, params: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payuUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(params)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
