import { space } from 'shared-ui';
import styled from 'styled-components';

/** The centred column an account page stands in: 520px for a link's answer, 720px for the security settings. */
export const AccountPage = styled.main<{ $width: 520 | 720 }>`
  max-width: ${({ $width }) => $width}px;
  margin: 0 auto;
  padding: ${space('lg', 'md')};
`;
