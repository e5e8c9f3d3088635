import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from '@/features/marketing/error-page/app-error-boundary';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { fontFaces } from '@/ui/theme/fonts';
import { ConsentBanner } from '@/ui/layout/consent/consent-banner';
import { Toasts } from '@/ui/layout/toasts';

// Integrations, tracking and chat: loaded after hydration (see AppExtras).
const AppExtras = dynamic(() => import('@/features/marketing/app-extras/app-extras'), {
  ssr: false,
});

const Fonts = createGlobalStyle`${fontFaces}`;

export default function ShopApp({ Component, pageProps }: AppProps) {
  return (
    <ThemeProvider theme={theme}>
      <Fonts />
      <GlobalStyle />
      <AppErrorBoundary>
        <Component {...pageProps} />
      </AppErrorBoundary>
      <Toasts />
      <ConsentBanner />
      <AppExtras />
    </ThemeProvider>
  );
}
