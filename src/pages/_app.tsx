import type { AppProps } from 'next/app';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { useAutoRegistration } from '@/features/auth/hooks/use-auto-registration';
import { useVisitParams } from '@/features/onboarding/visit/use-visit-params';
import { AppErrorBoundary } from '@/features/marketing/error-page/app-error-boundary';
import { useIntegrations } from '@/lib/integrations/use-integrations';
import { GlobalStyle } from '@/ui/global-style';
import { theme } from '@/ui/theme';
import { fontVariables } from '@/ui/theme/fonts';
import { Toasts } from '@/ui/layout/toasts';
import { ChatLauncher } from '@/ui/layout/chat-launcher/chat-launcher';
import { ConsentBanner } from '@/ui/layout/consent/consent-banner';

const Fonts = createGlobalStyle`${fontVariables}`;

export default function ShopApp({ Component, pageProps }: AppProps) {
  useIntegrations();
  useAutoRegistration();
  useVisitParams();
  return (
    <ThemeProvider theme={theme}>
      <Fonts />
      <GlobalStyle />
      <AppErrorBoundary>
        <Component {...pageProps} />
      </AppErrorBoundary>
      <Toasts />
      <ChatLauncher />
      <ConsentBanner />
    </ThemeProvider>
  );
}
