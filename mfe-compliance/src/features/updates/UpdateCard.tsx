import styled, { type DefaultTheme } from 'styled-components';
import type { UpdateItem } from 'shared-contracts';
import { Button, formatDate, space } from 'shared-ui';
import { UpdateTypeIcon } from './UpdateTypeIcon';

type Tone = keyof DefaultTheme['colors'];
// Priority colours, in order: urgent, high, medium, then the default.
const PRIORITY_TONES: Record<string, Tone> = { urgent: 'danger', high: 'caution', medium: 'primary' };

const Article = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('md')};
  display: flex;
  gap: 0.8rem;
  & h2 {
    font-size: 1.05rem;
    margin: ${space(0, 0, 'xxs')};
  }
  & p {
    margin: 0.2rem 0;
  }
`;

const Meta = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.05rem ${space('xs')};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.onTone};
  background: ${({ $tone, theme }) => theme.colors[$tone]};
  margin-left: ${space('xs')};
  text-transform: capitalize;
  vertical-align: middle;
`;

const DateBox = styled.p`
  display: inline-block;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  padding: ${space('xxs')} 0.6rem;
  font-size: 0.85rem;
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  margin-top: ${space('xs')};
`;

const show = (date: string) => formatDate(date);

interface Props {
  item: UpdateItem;
  archivedView: boolean;
  onDetails: () => void;
  onArchive: () => void;
}

export function UpdateCard({ item, archivedView, onDetails, onArchive }: Props) {
  return (
    <Article aria-labelledby={`update-${item.id}`}>
      <UpdateTypeIcon type={item.type} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h2 id={`update-${item.id}`}>
          {item.title}
          {item.isNew && <Badge $tone="success">New</Badge>}
          <Badge $tone={PRIORITY_TONES[item.priority] ?? 'muted'}>{item.priority}</Badge>
        </h2>
        <p>{item.description}</p>
        <Meta>
          {show(item.date)} · {item.category}
          {item.source ? ` · Source: ${item.source}` : ''}
        </Meta>
        {item.dueDate && <DateBox>Due date: {show(item.dueDate)}</DateBox>}
        {item.eventDate && <DateBox>Event date: {show(item.eventDate)}</DateBox>}
        <Actions>
          <Button type="button" $small $variant="secondary" onClick={onDetails} aria-label={`View details: ${item.title}`}>
            View Details
          </Button>
          <Button type="button" $small $variant="ghost" onClick={onArchive} aria-label={`${archivedView ? 'Restore' : 'Archive'}: ${item.title}`}>
            {archivedView ? 'Restore' : 'Archive'}
          </Button>
        </Actions>
      </div>
    </Article>
  );
}
