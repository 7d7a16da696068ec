import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate } from '../format';
import { theme } from '../theme';

export interface WeekPoint {
  weekStart: string;
  completed: number;
}

const shortDate = (iso: string) => formatDate(iso, 'day-month');

/** Tasks completed per week (loaded lazily: recharts stays out of the first paint). */
export default function PerformanceChart({ weeks }: { weeks: WeekPoint[] }) {
  const data = weeks.map((w) => ({ ...w, label: shortDate(w.weekStart) }));
  return (
    <div style={{ width: '100%', height: 240 }}>
      <ResponsiveContainer>
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip formatter={(value) => [value, 'Completed']} labelFormatter={(label) => `Week of ${label}`} />
          <Line type="monotone" dataKey="completed" name="Completed" stroke={theme.colors.primary} strokeWidth={2} dot={{ r: 3 }} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
