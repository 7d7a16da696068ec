import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPoint } from 'shared-contracts';
import { formatDate, theme } from 'shared-ui';

/** The series this page charts: key of a point, label, colour. */
export const SERIES: Array<{ key: keyof Omit<AnalyticsPoint, 'date'>; label: string; color: string }> = [
  { key: 'registrations', label: 'Company registrations', color: theme.colors.primary },
  { key: 'activeUsers', label: 'Active users', color: theme.colors.accent },
  { key: 'tasksCompleted', label: 'Tasks completed', color: theme.colors.warning },
  { key: 'assessmentsCompleted', label: 'Assessments completed', color: theme.colors.review },
];

// The product's date format, short enough for an axis: '27 Nov' (the tooltip says the year).
const shortDate = (date: string) => formatDate(date, 'day-month');

/** recharts lives only in this module, which the page loads lazily. */
export default function AnalyticsCharts({ series }: { series: AnalyticsPoint[] }) {
  return (
    // Two charts to a row on a desktop (three left the fourth alone on a row), one on a phone.
    <div style={{ display: 'grid', gap: theme.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 400px), 1fr))' }}>
      {SERIES.map((s) => (
        <figure key={s.key} style={{ margin: 0, background: theme.colors.surface, borderRadius: theme.radius, padding: theme.space.sm, boxShadow: theme.shadow }}>
          <figcaption style={{ fontWeight: 600, marginBottom: theme.space.xs }}>{s.label}</figcaption>
          <div style={{ width: '100%', height: 220 }} role="img" aria-label={`${s.label} per day`}>
            <ResponsiveContainer>
              <LineChart data={series} margin={{ top: 5, right: 10, bottom: 5, left: -20 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" tickFormatter={shortDate} minTickGap={16} />
                <YAxis allowDecimals={false} />
                <Tooltip labelFormatter={(label) => formatDate(String(label))} />
                <Legend />
                <Line type="monotone" dataKey={s.key} name={s.label} stroke={s.color} dot={false} strokeWidth={2} />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ))}
    </div>
  );
}
