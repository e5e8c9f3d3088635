import Document, {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
} from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import {
  CONSENT_EARLY_SCRIPT,
  CONSENT_NOSCRIPT_STYLE,
} from '@/lib/integrations/consent/consent-early-script';

/**
 * The document: styled-components' styles collected on the server (their documented SSR set-up)
 * and Next's own script loading (`<script defer>` in the head, which the browser's preload
 * scanner finds at once), on every page.
 */
export default class ShopDocument extends Document {
  static override async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) => (props) => sheet.collectStyles(<App {...props} />),
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  override render() {
    return (
      <Html lang="en">
        <Head>
          {/* First in the head: it must run before the body (and its consent banner) paints. */}
          <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
          <noscript dangerouslySetInnerHTML={{ __html: CONSENT_NOSCRIPT_STYLE }} />
          <link rel="icon" href="/favicon.ico" sizes="32x32" />
          <link rel="icon" href="/icon.svg" type="image/svg+xml" />
          <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
          <meta name="theme-color" content="#2d5b3b" />
          <link rel="manifest" href="/site.webmanifest" />
        </Head>
        <body>
          <Main />
          <NextScript />
        </body>
      </Html>
    );
  }
}
