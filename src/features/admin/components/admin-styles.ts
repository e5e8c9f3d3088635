import styled from 'styled-components';
import { fontSize, spacing } from '@/ui/theme';

/** Shared pieces of the console's pages: panels, tables, a row of form fields, numbers. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: ${spacing(4, 5)};
  margin-bottom: ${spacing(6)};

  h2 {
    font-size: ${fontSize.md};
    margin: ${spacing(0, 0, 3)};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${fontSize.base};

  th,
  td {
    text-align: left;
    padding: ${spacing(2, 2.5)};
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
    vertical-align: top;
  }
  th {
    font-weight: 700;
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const FormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(3, 4)};
  align-items: flex-end;

  > * {
    flex: 1 1 180px;
  }
  > button {
    flex: 0 0 auto;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.palette.inkMuted};
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.palette.error};
  font-weight: 700;
`;

export const SuccessText = styled.p`
  color: ${({ theme }) => theme.palette.success};
  font-weight: 700;
`;

export const Code = styled.code`
  font-size: ${fontSize.base};
  letter-spacing: 0.08em;
  word-break: break-all;
  background: ${({ theme }) => theme.palette.bone};
  padding: ${spacing(0.5, 1.5)};
  border-radius: ${({ theme }) => theme.radius.small};
`;
