import type { AppProps } from 'next/app';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from '@/features/marketing/error-page/app-error-boundary';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { fontVariables } from '@/ui/theme/fonts';
import { ConsentBanner } from '@/ui/layout/consent/consent-banner';
import { Toasts } from '@/ui/layout/toasts';
import { clientOnly } from '@/ui/client-only';

// Integrations, tracking and chat: loaded after hydration (see AppExtras).
const AppExtras = clientOnly(() =>
  import('@/features/marketing/app-extras/app-extras').then((module) => module.default),
);

const Fonts = createGlobalStyle`${fontVariables}`;

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
