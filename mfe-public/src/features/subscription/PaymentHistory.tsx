import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PaymentRecord } from 'shared-contracts';
import { Button, Card, DataTable, ErrorState, Spinner, toast, type Column, space } from 'shared-ui';
import { longDate, rupees } from './formatting';
import { downloadInvoice, fetchPayments } from './subscriptionApi';

const Panel = styled(Card)`
  margin-bottom: ${space('lg')};
`;

const Heading = styled.h2`
  margin: ${space(0, 0, 'sm')};
  font-size: 1.1rem;
`;

const STATUS_WORDS: Record<PaymentRecord['status'], string> = { success: 'Paid', failure: 'Failed', pending: 'Pending', initiated: 'Not completed' };

/** The invoice button of a paid row: downloads the PDF; a refusal (not issued yet) shows the api's message. */
export function InvoiceButton({ payment }: { payment: PaymentRecord }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoice(payment.txnid, payment.invoiceNumber)
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : 'The tax invoice could not be downloaded. Please try again.'))
      .finally(() => setBusy(false));
  };
  return (
    <Button
      type="button"
      $small
      $variant="secondary"
      disabled={busy}
      onClick={download}
      aria-label={`Download tax invoice ${payment.invoiceNumber ?? ''} (PDF)`.replace('  ', ' ')}
    >
      {busy ? 'Downloading...' : 'Download tax invoice'}
    </Button>
  );
}

const columns: Column<PaymentRecord>[] = [
  { header: 'Date', cell: (p) => longDate(p.completedAt ?? p.createdAt), rowHeader: true },
  { header: 'Plan', cell: (p) => `${p.packageName} (${p.layer})`, stackLabel: true },
  { header: 'Amount (GST included)', cell: (p) => rupees(Number(p.amount)), stackLabel: true },
  {
    header: 'Status',
    cell: (p) => (p.status === 'success' && p.trialDaysCredited > 0 ? `Paid, ${p.trialDaysCredited} trial days added` : STATUS_WORDS[p.status]),
    stackLabel: true,
  },
  { header: 'Tax invoice', cell: (p) => (p.status !== 'success' ? '—' : p.invoiceNumber ? p.invoiceNumber : 'Being prepared'), stackLabel: true },
  { header: 'Download', hideHeader: true, cell: (p) => (p.status === 'success' ? <InvoiceButton payment={p} /> : null) },
];

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; payments: PaymentRecord[] };

/** The company's payments with each GST tax invoice to download (admin plan page). */
export function PaymentHistory() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(() => {
    setState({ kind: 'loading' });
    fetchPayments()
      .then((answer) => setState({ kind: 'ready', payments: answer.payments }))
      .catch((error: unknown) => setState({ kind: 'error', message: error instanceof Error && error.message ? error.message : 'Your payments could not be loaded.' }));
  }, []);
  useEffect(load, [load]);
  return (
    <Panel aria-labelledby="payment-history-heading">
      <Heading id="payment-history-heading">Payment history</Heading>
      {state.kind === 'loading' && <Spinner label="Loading payments..." />}
      {state.kind === 'error' && <ErrorState message={state.message} onRetry={load} />}
      {state.kind === 'ready' && (
        <DataTable
          columns={columns}
          rows={state.payments}
          rowKey={(p) => p.txnid}
          caption="Payment history"
          stackOnMobile
          empty="No payments yet. Each payment's GST tax invoice will be listed here."
        />
      )}
    </Panel>
  );
}
