import styled, { css } from 'styled-components';
import { space } from '../spacing';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export const Button = styled.button<{ $variant?: ButtonVariant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space('xs')};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  padding: ${({ $small }) => ($small ? '0.3rem 0.7rem' : '0.55rem 1.1rem')};
  font-weight: 600;
  cursor: pointer;
  min-height: ${({ $small }) => ($small ? '32px' : '40px')};
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primaryDark};
          border-color: ${theme.colors.border};
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: ${theme.colors.onTone};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.primaryDark};
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
        `;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
