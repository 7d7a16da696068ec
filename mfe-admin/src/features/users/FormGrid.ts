import { space } from 'shared-ui';
import styled from 'styled-components';

/** The user forms' fields, as many a row as fit. */
export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: ${space(0, 'md')};
`;
