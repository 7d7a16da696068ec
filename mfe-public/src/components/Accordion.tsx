import { useId, useState } from 'react';
import { space } from 'shared-ui/first-paint';
import styled from 'styled-components';

export interface AccordionItem {
  question: string;
  answer: string;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;

const Item = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
  & button {
    width: 100%;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space('md')};
    text-align: left;
    background: none;
    border: 0;
    padding: 0.9rem ${space('md')};
    min-height: 48px;
    font-weight: 600;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.text};
  }
  & [role='region'] {
    padding: ${space(0, 'md', 'md')};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One item open at a time; each header button carries aria-expanded. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${base}-q${index}`;
        const panelId = `${base}-a${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <button type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => setOpen(expanded ? null : index)}>
                {item.question}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.answer}
            </div>
          </Item>
        );
      })}
    </List>
  );
}
