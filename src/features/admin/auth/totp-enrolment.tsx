import styled from 'styled-components';
import { Code } from '../components/admin-styles';
import { color } from '@/ui/theme';

const Qr = styled.div`
  width: 200px;
  height: 200px;
  background: ${color.lightest};
  svg {
    width: 100%;
    height: 100%;
  }
`;

/**
 * The authenticator set-up: the QR code (drawn on the server as SVG) and the same secret as
 * text for apps that take it typed in.
 */
export function TotpEnrolment({ secret, qrSvg }: { secret: string; qrSvg: string }) {
  return (
    <div>
      <p>Scan this code with your authenticator app, or type the key into it.</p>
      <Qr
        role="img"
        aria-label="QR code for your authenticator app"
        // The SVG is made on our server from the otpauth address; it holds no script.
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        Key: <Code data-testid="totp-secret">{secret}</Code>
      </p>
    </div>
  );
}
