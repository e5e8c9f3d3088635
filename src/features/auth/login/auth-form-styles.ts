export { FormError } from '@/ui/forms';
import styled from 'styled-components';

export const AuthCard = styled.section`
  max-width: 440px;
  margin: 40px auto 64px;
  padding: 28px 24px;
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  h1 {
    font-size: 2rem;
    margin-bottom: 16px;
  }
  form {
    display: grid;
    gap: 16px;
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 6px;
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: 10px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.small};
  }
`;

export const FormNote = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.bone};
`;
