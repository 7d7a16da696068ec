import { Link } from 'react-router-dom';
import { filingPath, type WorkItem } from 'shared-contracts';
import { pagePath } from 'shared-contracts/federation';
import { Modal, formatDate, space } from 'shared-ui';
import styled from 'styled-components';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space('xxs', 'md')};
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
  & dd.overdue {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Where an item is acted on: a filing opened in the command centre (the link form of its due month and id), a task in the role's task list. */
export function itemPath(item: WorkItem, role: string): string {
  if (item.kind === 'filing') return filingPath(role, item.dueDate, item.id);
  if (role === 'admin') return pagePath('admin', 'tasks');
  return role === 'checker' ? '/checker/pending-review' : '/maker/my-tasks';
}

/** The item's status, saying overdue once (a filing's own status may already be 'Overdue'). */
export const statusText = (item: WorkItem) => (item.overdue && !/overdue/i.test(item.statusLabel) ? `${item.statusLabel}, overdue` : item.statusLabel);

/** One task or filing opened from a calendar or a figure's list: what it is, when, whose, its state, and where to act. */
export function WorkItemDialog({ item, role, onClose }: { item: WorkItem; role: string; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['Due date', formatDate(item.dueDate)],
    ['Kind', item.kind === 'filing' ? `Statutory filing${item.authority ? ` (${item.authority})` : ''}` : 'Task'],
    ...(item.period ? ([['Period', item.period]] as Array<[string, string]>) : []),
    ['Status', statusText(item)],
    ['Owner', item.owner?.name ?? 'No owner'],
    ['Checker', item.checker?.name ?? 'No checker'],
    ...(item.acknowledgement ? ([['Acknowledgement', item.acknowledgement]] as Array<[string, string]>) : []),
  ];
  return (
    <Modal title={item.title} onClose={onClose}>
      <Facts>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={label === 'Status' && item.overdue ? 'overdue' : undefined}>{value}</dd>
          </div>
        ))}
      </Facts>
      <p style={{ marginBottom: 0 }}>
        <Link to={itemPath(item, role)} onClick={onClose}>
          {item.kind === 'filing'
            ? 'Open in the Command Centre'
            : role === 'admin'
              ? 'Open in Tasks'
              : role === 'checker'
                ? 'Open in Pending Review'
                : 'Open in My Tasks'}
        </Link>
      </p>
    </Modal>
  );
}
