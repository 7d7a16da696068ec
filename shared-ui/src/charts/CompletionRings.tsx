import { Cell, Pie, PieChart } from 'recharts';
import styled from 'styled-components';
import { TileList } from '../components/Card';
import { theme } from '../theme';
import type { Ring } from './progressRings';

const Grid = styled(TileList)`
  & li {
    display: flex;
    flex-direction: column;
    align-items: center;
    text-align: center;
  }
  & .ring {
    position: relative;
    width: 110px;
    height: 110px;
  }
  & .ring strong {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    font-size: 1.2rem;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Donut rings of completion (lazy: recharts). The percentage and detail are text, not only graphics. */
export default function CompletionRings({ rings }: { rings: Ring[] }) {
  return (
    <Grid $min="130px">
      {rings.map((ring) => (
        <li key={ring.key}>
          {/* inert: recharts makes parts of its svg focusable; the ring is decoration beside the text. */}
          <div className="ring" aria-hidden="true" inert>
            <PieChart width={110} height={110}>
              <Pie
                data={[{ value: ring.done }, { value: Math.max(ring.total - ring.done, ring.total === 0 ? 1 : 0) }]}
                dataKey="value"
                innerRadius={38}
                outerRadius={50}
                startAngle={90}
                endAngle={-270}
                stroke="none"
                isAnimationActive={false}
              >
                <Cell fill={ring.colour} />
                <Cell fill={theme.colors.divider} />
              </Pie>
            </PieChart>
            <strong>{ring.percent}%</strong>
          </div>
          <span>
            <span style={{ position: 'absolute', left: '-9999px' }}>{`${ring.percent}% `}</span>
            {ring.label}
          </span>
          <small>{ring.detail}</small>
        </li>
      ))}
    </Grid>
  );
}
