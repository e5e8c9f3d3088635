import styled from 'styled-components';
import { color, spacing } from '@/ui/theme';

/**
 * A form-level message (server refusals, non-field errors), announced as an alert. Its own module:
 * the auth pages show only this one, and styled components are not dropped when unused.
 */
export const FormError = styled.p`
  margin: 0;
  padding: ${spacing(3)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${color.errorSurface};
  color: ${({ theme }) => theme.palette.error};
  font-weight: 600;
`;
