import { useCallback, useEffect, useState } from 'react';
import { apiRequest } from 'shared-auth';
import type { EmailVerificationStatusResponse } from 'shared-contracts';
import { Button, space } from 'shared-ui';
import styled from 'styled-components';
import { messageOf } from '../sign-in-steps/StepFields';

const Banner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('xs', 'md')};
  margin: ${space(0, 0, 'md')};
  padding: ${space('sm', 'md')};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 6px;
  border-radius: 6px;
  background: ${({ theme }) => theme.notices.warning.background};
  color: ${({ theme }) => theme.colors.text};
  & h2 {
    font-size: 1rem;
    margin: 0;
  }
  & p {
    margin: 0;
    flex: 1 1 18rem;
  }
`;

/**
 * Until the registering admin has opened the link mailed at registration, the company cannot add users
 * (the server refuses with 403): this banner says so on every admin page and sends a new link (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md).
 * Checked again when the window regains focus (the link is usually opened in another tab).
 */
export function EmailVerificationBanner() {
  const [status, setStatus] = useState<EmailVerificationStatusResponse | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const check = useCallback(() => {
    apiRequest<EmailVerificationStatusResponse>('/api/auth/email-verification')
      .then(setStatus)
      // Unknown state: say nothing rather than a wrong banner (the server still enforces the rule).
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [check]);

  if (!status || status.emailVerified) return null;

  async function resend() {
    setSending(true);
    try {
      const answer = await apiRequest<{ success: true; message: string }>('/api/auth/email-verification/resend', { method: 'POST' });
      setNote({ text: answer.message, error: false });
    } catch (error) {
      setNote({ text: messageOf(error, 'The e-mail could not be sent. Please try again.'), error: true });
      check();
    } finally {
      setSending(false);
    }
  }

  return (
    <Banner aria-labelledby="verify-email-title">
      <h2 id="verify-email-title">Verify your e-mail address</h2>
      <p>{`We sent a verification link to ${status.email}. Open it to confirm the address; until then you cannot add users to your company.`}</p>
      <Button type="button" $variant="secondary" $small onClick={() => void resend()} disabled={sending}>
        {sending ? 'Sending...' : 'Resend verification e-mail'}
      </Button>
      {note && (
        <p role={note.error ? 'alert' : 'status'} style={{ flexBasis: '100%' }}>
          {note.text}
        </p>
      )}
    </Banner>
  );
}
