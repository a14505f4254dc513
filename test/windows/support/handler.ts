/**
 * The program the Windows suite registers for its schemes and starts as a "second instance": it logs how
 * it was started, then claims the scheme's redirects. A later instance hands its URL over and exits; the
 * first (or a cold start with the URL) handles one URL (a join link: its secret, as `joined`), then
 * closes and exits. Every line of its log is JSON, appended to the file named by `--log=`.
 *
 *   node.exe handler.js --log=<file> --scheme=<scheme> [--wait-ms=N] [other args...] [<redirect URL>]
 */
import { appendFileSync } from 'node:fs';
import { startRedirectReceiver } from '../../../src/deeplink/index.js';

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

const log = option('log');
const scheme = option('scheme');
if (log === undefined || scheme === undefined) {
  process.exitCode = 2;
  throw new Error('handler: --log=<file> and --scheme=<scheme> are required');
}
const waitMs = Number(option('wait-ms') ?? 20_000);
const record = (event: string, fields: Record<string, unknown> = {}): void =>
  appendFileSync(log, `${JSON.stringify({ event, ...fields })}\n`);

record('started', { execPath: process.execPath, argv: process.argv.slice(1) });
let giveUp: NodeJS.Timeout | undefined;
try {
  // What this instance was started for has arrived: log it and stop.
  const done = async (event: string, fields: Record<string, unknown>): Promise<void> => {
    record(event, fields);
    clearTimeout(giveUp);
    if (receiver.role === 'primary') await receiver.close();
  };
  const receiver = await startRedirectReceiver({
    scheme,
    onRedirect: (url) => done('handled', { url }),
    onActivityJoin: (secret, applicationId) => done('joined', { secret, applicationId }),
  });
  // A primary that is never sent anything stops on its own: the suite's processes are bounded in time.
  giveUp = setTimeout(() => {
    record('failed', { reason: `no redirect within ${waitMs} ms` });
    if (receiver.role === 'primary') void receiver.close();
  }, waitMs);
  if (receiver.role === 'secondary') {
    clearTimeout(giveUp);
    record('forwarded', { forwarded: receiver.forwarded });
    process.exitCode = receiver.forwarded ? 0 : 3;
  } else {
    record('primary', { endpoint: receiver.endpoint, coldStart: receiver.coldStartUrl !== undefined });
  }
} catch (error) {
  record('failed', { reason: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  process.exitCode = 1;
}
