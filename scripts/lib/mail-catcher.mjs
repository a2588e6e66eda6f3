// The local mail catcher for development (maildev): an SMTP server the CMS sends to, and a web
// inbox to read what it sent (password resets, invitations). Ports 1025 (SMTP) and 1080 (inbox)
// unless MAIL_SMTP_PORT / MAIL_WEB_PORT say otherwise; when taken (a second instance), free ones.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { cmsDir, freePort } from './project.mjs';

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function choosePort(preferred) {
  return (await isFree(preferred)) ? preferred : freePort();
}

async function waitForInbox(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('The mail catcher stopped during start-up.');
    try {
      if ((await fetch(`${url}/email`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The mail catcher did not answer ${url} within ${timeoutMs / 1000} s.`);
}

/** Starts maildev; returns its ports and inbox URL, and records them in $DATA_DIR/mail-catcher.json. */
export async function startMailCatcher(dataDir) {
  const smtpPort = await choosePort(Number(process.env.MAIL_SMTP_PORT ?? 1025));
  const webPort = await choosePort(Number(process.env.MAIL_WEB_PORT ?? 1080));
  const bin = path.join(cmsDir, 'node_modules', 'maildev', 'bin', 'maildev');
  const child = spawn(process.execPath, [bin, '--ip', '127.0.0.1', '--smtp', String(smtpPort), '--web', String(webPort), '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const inboxUrl = `http://localhost:${webPort}`;
  await waitForInbox(inboxUrl, child);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'mail-catcher.json'), JSON.stringify({ smtpPort, webPort, inboxUrl }, null, 2));
  return { smtpPort, webPort, inboxUrl, child };
}
