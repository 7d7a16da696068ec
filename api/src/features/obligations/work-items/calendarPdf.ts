import { FIGURE_SCOPE_LABELS, formatDate, formatExportTime, type WorkItem, type WorkItemScope } from 'shared-contracts';
import { finish, heading, newPdf, paragraph, table, type Column } from '../../exports/pdfLayout';

const COLUMNS: Column[] = [
  { header: 'Due date', width: 0.14 },
  { header: 'Item', width: 0.38 },
  { header: 'Kind', width: 0.14 },
  { header: 'Owner', width: 0.16 },
  { header: 'Status', width: 0.18 },
];

const status = (i: WorkItem) => (i.overdue && !/overdue/i.test(i.statusLabel) ? `${i.statusLabel}, overdue` : i.statusLabel);

/** The calendar as printed: one section per month, each item with its human due date, whose it is and its state. */
export async function calendarPdf(input: { companyName: string; scope: WorkItemScope; from: string; to: string; items: WorkItem[]; overdue: number }): Promise<Buffer> {
  const title = 'Compliance calendar';
  const range = `${formatDate(input.from)} to ${formatDate(input.to)}`;
  const { doc, bytes } = await newPdf(`${title} - ${input.companyName} - ${range}`);
  heading(doc, `${title}: ${input.companyName}`);
  paragraph(doc, `${FIGURE_SCOPE_LABELS[input.scope]}, due ${range}. Printed ${formatExportTime(new Date())}.`, { muted: true });
  paragraph(doc, `${input.items.length} items, ${input.overdue} of them overdue.`);
  const months = new Map<string, WorkItem[]>();
  for (const i of input.items) {
    const month = formatDate(i.dueDate, 'month-year');
    months.set(month, [...(months.get(month) ?? []), i]);
  }
  if (months.size === 0) paragraph(doc, 'Nothing is due in these months.');
  for (const [month, items] of months) {
    heading(doc, `${month} (${items.length})`, 2);
    table(
      doc,
      COLUMNS,
      items.map((i) => [
        formatDate(i.dueDate),
        i.period ? `${i.title} (${i.period})` : i.title,
        i.kind === 'filing' ? `Filing${i.authority ? `, ${i.authority}` : ''}` : 'Task',
        i.owner?.name ?? 'No owner',
        status(i),
      ]),
    );
  }
  finish(doc, `${input.companyName} - ${title} ${range}`);
  return bytes;
}
