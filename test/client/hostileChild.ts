/**
 * A game process for hostileDispatch.test.ts: a Client and nothing else, no `uncaughtException` handler
 * (plain node, not vitest). It connects to the gateway at argv[2], says `ready`, and on the sentinel
 * (LOBBY_DELETE of lobby 999999) prints how many dispatches it dropped and exits 0. A throw from the
 * socket's handler would end it with another code.
 */
import { Client, ClientStatus } from '../../src/client/Client.js';
import { AuthorizationTokenType } from '../../src/model/index.js';

const client = new Client({ baseUrl: process.argv[2] ?? '' });
let dropped = 0;
client.on('dispatchDropped', () => dropped++);
client.on('statusChanged', (status) => {
  if (status === ClientStatus.Ready) process.stdout.write('ready\n');
});
client.on('dispatch', (event) => {
  if (event.t !== 'LOBBY_DELETE' || event.d.id !== '999999') return;
  process.stdout.write(`${JSON.stringify({ dropped, status: client.GetStatus() })}\n`);
  client.Disconnect();
  process.exit(0);
});
await client.UpdateToken(AuthorizationTokenType.Bearer, 'fake-token');
client.Connect();
