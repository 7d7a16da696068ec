import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

// On a phone the header row has no room for "Account security" on one line (it wrapped onto two), so the
// visible label shortens to "Security" there; screen readers and voice control keep "Account security".
const PHONE = '(max-width: 640px)';

const Link = styled(NavLink)`
  white-space: nowrap;
`;

const Full = styled.span`
  @media ${PHONE} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    margin: -1px;
  }
`;

const Short = styled.span`
  display: none;
  @media ${PHONE} {
    display: inline;
  }
`;

/** The signed-in frames' link to the user's own password and two-step verification (docs/decisions/0029-closing-e-mail-verification-operator-mfa-reset.md). */
export function AccountSecurityLink() {
  return (
    <Link to="/account/security">
      <Full>Account security</Full>
      <Short aria-hidden="true">Security</Short>
    </Link>
  );
}
