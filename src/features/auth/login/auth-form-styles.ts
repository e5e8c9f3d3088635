export { FormError } from '@/ui/forms/form-error';
import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';

export const AuthCard = styled.section`
  max-width: 440px;
  margin: ${spacing(10)} auto ${spacing(16)};
  padding: ${spacing(7, 6)};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  h1 {
    font-size: ${fontSize['3xl']};
    margin-bottom: ${spacing(4)};
  }
  form {
    display: grid;
    gap: ${spacing(4)};
  }
  label {
    display: block;
    font-weight: 700;
    margin-bottom: ${spacing(1.5)};
  }
  input {
    width: 100%;
    min-height: 48px;
    padding: ${spacing(2.5, 3)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.small};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.palette.error};
  }
`;

export const FormNote = styled.p`
  margin: 0;
  padding: ${spacing(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.palette.bone};
`;
