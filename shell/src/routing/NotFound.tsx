import { Link } from 'react-router-dom';
import { pagePath } from 'shared-contracts/federation';
import { space } from 'shared-ui/first-paint';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: 4rem ${space('md')};
`;

/** The 404 screen, for any unknown path. */
export function NotFound() {
  return (
    <Box>
      <h1>404 - Page Not Found</h1>
      <p>Oops! The page you're looking for doesn't exist.</p>
      <Link to={pagePath('public', 'home')}>Go Home</Link>
    </Box>
  );
}
