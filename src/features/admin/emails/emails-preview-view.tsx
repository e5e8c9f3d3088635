import styled from 'styled-components';
import type { StaffSession } from '@/contracts/admin/staff';
import Link from '@/ui/primitives/app-link';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel, Table } from '../components/admin-styles';
import { color, fontSize, spacing } from '@/ui/theme';

export interface EmailPreview {
  id: string;
  title: string;
  subject: string;
  html: string;
  text: string;
}

export interface EmailsPreviewViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  templates?: Array<{ id: string; title: string }>;
  /** The template picked with ?template=, rendered on the server with sample data. */
  preview?: EmailPreview | null;
}

const Frame = styled.iframe`
  width: 100%;
  min-height: 720px;
  border: 1px solid ${({ theme }) => theme.palette.line};
  background: ${color.lightest};
`;

const TextPart = styled.pre`
  white-space: pre-wrap;
  font-size: ${fontSize.sm};
  padding: ${spacing(3)};
  border: 1px solid ${({ theme }) => theme.palette.line};
`;

/** Every email the shop sends, each rendered with made-up data exactly as it is sent. */
export function EmailsPreviewView(props: EmailsPreviewViewProps) {
  const { preview, templates = [] } = props;
  return (
    <AdminLayout title="Emails" staff={props.staff} forbidden={props.forbidden}>
      <Panel aria-labelledby="templates-heading">
        <h2 id="templates-heading">Templates</h2>
        <Table>
          <thead>
            <tr>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((template) => (
              <tr key={template.id}>
                <td>
                  <Link
                    href={`/admin/emails/?template=${template.id}`}
                    aria-current={preview?.id === template.id ? 'page' : undefined}
                  >
                    {template.title}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Panel>
      {preview ? (
        <Panel aria-labelledby="preview-heading">
          <h2 id="preview-heading">{preview.title}</h2>
          <p>
            Subject: <strong>{preview.subject}</strong>
          </p>
          {/* A sandboxed frame: the email's own markup and styles, nothing run. */}
          <Frame title={`${preview.title}: HTML part`} sandbox="" srcDoc={preview.html} />
          <h3>Plain-text part</h3>
          <TextPart>{preview.text}</TextPart>
        </Panel>
      ) : (
        <Muted>Pick an email to see its HTML and plain-text parts with sample data.</Muted>
      )}
    </AdminLayout>
  );
}
