/**
 * Runs test/compat/voiceBots.child.mjs (two discord.js bots in the voice world's guild channel) under a
 * Node binary to its end, bounded, and returns the one JSON line it prints last. Shared by the
 * @discordjs/voice 0.18 test (this Node) and the 0.19 DAVE test (a Node 22 from the registry).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { VoiceWorld } from '../emulator/voiceWorld.js';

const CHILD = fileURLToPath(new URL('./voiceBots.child.mjs', import.meta.url));

/** Runs the bots with `nodePath`, trusting `caFile`; `extraEnv` picks the library (VOICE_MODULE). */
export function runBots<T>(
  nodePath: string,
  w: VoiceWorld,
  caFile: string,
  timeoutMs: number,
  extraEnv: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodePath, [CHILD], {
      env: {
        ...process.env,
        NODE_EXTRA_CA_CERTS: caFile,
        EMULATOR_URL: w.fx.url,
        TOKEN_A: w.bots[0].botToken,
        TOKEN_B: w.bots[1].botToken,
        GUILD_ID: w.guildId,
        CHANNEL_ID: w.voiceId,
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', () => {
      clearTimeout(timer);
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`the bots' process printed no result: ${out.slice(-2000)} ${err.slice(-2000)}`));
      }
    });
  });
}
