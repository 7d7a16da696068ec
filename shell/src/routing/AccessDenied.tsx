import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, space } from 'shared-ui/first-paint';

const Box = styled.div`
  text-align: center;
  padding: 4rem ${space('md')};
`;

/** Access Denied: the required roles, the user's role, and Go Back in history. */
export function AccessDenied({ requiredRoles, userRole }: { requiredRoles: string[]; userRole: string }) {
  const navigate = useNavigate();
  return (
    <Box role="alert">
      <h1>Access Denied</h1>
      <p>You don't have permission to access this page.</p>
      <p>
        Required role: <strong>{requiredRoles.join(', ')}</strong>
      </p>
      <p>
        Your role: <strong>{userRole}</strong>
      </p>
      <Button type="button" onClick={() => navigate(-1)}>
        Go Back
      </Button>
    </Box>
  );
}
