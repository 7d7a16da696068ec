import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: 4rem 1rem;
`;

/** Spec 000 section 2: any unknown path. */
export function NotFound() {
  return (
    <Box>
      <h1>404 - Page Not Found</h1>
      <p>Oops! The page you're looking for doesn't exist.</p>
      <Link to="/">Go Home</Link>
    </Box>
  );
}
