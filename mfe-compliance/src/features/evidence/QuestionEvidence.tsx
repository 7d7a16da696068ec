import { useState } from 'react';
import styled from 'styled-components';
import { Button, useAction, formatDate, space } from 'shared-ui';
import { AttachEvidenceModal } from './AttachEvidenceModal';
import { useEvidence } from './EvidenceContext';
import { removeEvidence } from './evidenceApi';

const List = styled.ul`
  margin: ${space('xxs', 0, 'xs')};
  padding-left: 1.25rem;
  & li {
    margin-bottom: 0.2rem;
  }
`;
const Expired = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The register documents attached to one question as evidence, with Attach and Remove. */
export function QuestionEvidence({ questionId, questionLabel }: { questionId: string; questionLabel: string }) {
  const evidence = useEvidence();
  const [attaching, setAttaching] = useState(false);
  const { run } = useAction();
  if (!evidence) return null;
  const links = evidence.byQuestion.get(questionId) ?? [];

  const remove = (id: string, name: string) =>
    run(async () => {
      await removeEvidence(id);
      evidence!.reload();
      return `Removed "${name}" from the evidence`;
    });

  return (
    <div aria-label={`Evidence for ${questionLabel}`} role="group">
      <strong>Attached evidence:</strong> {links.length === 0 && <span>none yet</span>}
      {links.length > 0 && (
        <List>
          {links.map((link) => (
            <li key={link.id}>
              {link.documentName}
              {link.documentStatus !== 'approved' && ` (document ${link.documentStatus})`}
              {link.expiresOn && (link.expired ? <Expired> · expired {formatDate(link.expiresOn)}</Expired> : ` · expires ${formatDate(link.expiresOn)}`)}{' '}
              <Button type="button" $small $variant="secondary" aria-label={`Remove ${link.documentName}`} onClick={() => void remove(link.id, link.documentName)}>
                Remove
              </Button>
            </li>
          ))}
        </List>
      )}{' '}
      <Button type="button" $small $variant="secondary" onClick={() => setAttaching(true)}>
        Attach evidence
      </Button>
      {attaching && (
        <AttachEvidenceModal
          kind={evidence.kind}
          scope={evidence.scope}
          questionId={questionId}
          questionLabel={questionLabel}
          attached={new Set(links.map((l) => l.documentId))}
          onClose={() => setAttaching(false)}
          onAttached={() => {
            setAttaching(false);
            evidence.reload();
          }}
        />
      )}
    </div>
  );
}
