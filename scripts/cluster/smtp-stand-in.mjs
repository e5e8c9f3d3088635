// A local SMTP server standing in for the mail provider: the release runs with SMTP_URL as
// production must, and the test reads what the workers delivered.
import { SMTPServer } from 'smtp-server';

export function startSmtpStandIn() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        received.push({ to: session.envelope.rcptTo.map(({ address }) => address), subject, raw });
        callback();
      });
    },
  });
  // A worker killed mid-delivery (the renewal check SIGKILLs one) resets its connection: a mail
  // provider shrugs that off, and so does the stand-in.
  const dropped = [];
  server.on('error', (error) => dropped.push(error.code ?? String(error)));
  return new Promise((resolveStart) =>
    server.listen(0, '127.0.0.1', () =>
      resolveStart({
        url: `smtp://127.0.0.1:${server.server.address().port}`,
        received,
        dropped,
        /** Emails delivered to `address` so far. */
        to: (address) => received.filter(({ to }) => to.includes(address)),
        stop: () => new Promise((resolveStop) => server.close(() => resolveStop())),
      }),
    ),
  );
}
