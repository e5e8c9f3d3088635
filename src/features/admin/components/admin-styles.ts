import styled from 'styled-components';

/** Shared pieces of the console's pages: panels, tables, a row of form fields, numbers. */
export const Panel = styled.section`
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.small};
  padding: 16px 20px;
  margin-bottom: 24px;

  h2 {
    font-size: 1.15rem;
    margin: 0 0 12px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;

  th,
  td {
    text-align: left;
    padding: 8px 10px;
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
  gap: 12px 16px;
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
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  word-break: break-all;
  background: ${({ theme }) => theme.palette.bone};
  padding: 2px 6px;
  border-radius: ${({ theme }) => theme.radius.small};
`;
