import { ErrorView } from '@/features/marketing/error-page/error-view';

export default function ServerErrorPage() {
  return <ErrorView status={500} />;
}
