import {
  EmailsPreviewView,
  type EmailsPreviewViewProps,
} from '@/features/admin/emails/emails-preview-view';
import { staffPage } from '@/server/admin/page-guard';
import { EMAIL_CATALOG } from '@/server/email/templates/catalog';
import { renderTemplate } from '@/server/email/templates/define-email';

// Rendered here on the server: react-email never reaches the browser, the page ships only HTML.
export const getServerSideProps = staffPage<Pick<EmailsPreviewViewProps, 'templates' | 'preview'>>(
  'emails.preview',
  async ({ query }) => {
    const templates = EMAIL_CATALOG.map(({ id, title }) => ({ id, title }));
    const entry = EMAIL_CATALOG.find((candidate) => candidate.id === query.template);
    if (!entry) return { templates, preview: null };
    const rendered = await renderTemplate(entry.template, entry.sample as never);
    return { templates, preview: { id: entry.id, title: entry.title, ...rendered } };
  },
);

export default function AdminEmailsPage(props: EmailsPreviewViewProps) {
  return <EmailsPreviewView {...props} />;
}
