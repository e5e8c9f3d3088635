import { ErrorView } from '@/features/marketing/error-page/error-view';

export default function NotFoundPage() {
  return <ErrorView status={404} />;
}
