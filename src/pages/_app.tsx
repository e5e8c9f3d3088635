import dynamic from 'next/dynamic';
import type { AppProps } from 'next/app';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { useExtrasNeeded } from '@/features/marketing/app-extras/use-extras-needed';
import { AppErrorBoundary } from '@/features/marketing/error-page/app-error-boundary';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { fontVariables } from '@/ui/theme/fonts';
import { ConsentBanner, consentBannerShownOn } from '@/ui/layout/consent/consent-banner';
import { Toasts } from '@/ui/layout/toasts';

// The visit's query parameters, integrations, tracking and chat: loaded after hydration, and
// only when there is something for them to do (useExtrasNeeded).
const AppExtras = dynamic(() => import('@/features/marketing/app-extras/app-extras'), {
  ssr: false,
});

const Fonts = createGlobalStyle`${fontVariables}`;

export default function ShopApp({ Component, pageProps, router }: AppProps) {
  const extras = useExtrasNeeded();
  return (
    <ThemeProvider theme={theme}>
      <Fonts />
      <GlobalStyle />
      <AppErrorBoundary>
        <Component {...pageProps} />
      </AppErrorBoundary>
      <Toasts />
      {consentBannerShownOn(router.pathname) ? <ConsentBanner /> : null}
      {extras ? <AppExtras /> : null}
    </ThemeProvider>
  );
}
