import type { ReactNode } from 'react';
import { authModalStore } from 'shared-auth';
import styled from 'styled-components';
import { Button, Card, PageTitle } from 'shared-ui';
import { AccountPage } from './AccountPage';

/** The token of an e-mailed link travels in the fragment (#token=...), which the browser never sends to a server or a Referer. */
export const tokenFromLocation = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token');

/** The card's text starts at its padding, as on the other cards (a first paragraph's margin doubled the top). */
const LinkCard = styled(Card)`
  & p:first-child {
    margin-top: 0;
  }
`;

/** The frame of a page an e-mailed link opens: its title, and once done, the answer with the way to sign in. */
export function LinkPage({ title, done, children }: { title: string; done: string; children: ReactNode }) {
  return (
    <AccountPage $width={520}>
      <PageTitle>{title}</PageTitle>
      <LinkCard>
        {done ? (
          <>
            <p role="status">{done}</p>
            <Button type="button" onClick={() => authModalStore.getState().openLogin()}>
              Sign In
            </Button>
          </>
        ) : (
          children
        )}
      </LinkCard>
    </AccountPage>
  );
}
