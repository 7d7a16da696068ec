import styled from 'styled-components';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-bottom: 0.9rem;
  & label {
    font-weight: 600;
    font-size: 0.92rem;
  }
  & input,
  & select,
  & textarea {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    padding: 0.5rem 0.6rem;
    min-height: 40px;
    background: #fff;
  }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.85rem;
  margin: 0;
`;

export const ErrorBanner = styled.div`
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid #fecaca;
  border-radius: 6px;
  padding: 0.6rem 0.8rem;
  margin-bottom: 0.9rem;
`;
