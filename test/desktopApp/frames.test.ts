/**
 * The IPC socket's frame codec (src/rules/ipcFrames.ts) and where the socket is looked for
 * (src/desktopApp/paths.ts): frames cut anywhere, several in one chunk, the bounds, and the places in
 * the community clients' order.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ipcCandidates, ipcDirectory } from '../../src/desktopApp/paths.js';
import {
  encodeFrame,
  FrameDecoder,
  IpcFrameError,
  IpcOpcode,
  MAX_FRAME_BODY_BYTES,
} from '../../src/rules/ipcFrames.js';

describe('IPC frames', () => {
  it('writes opcode and length little-endian, then the JSON', () => {
    const frame = encodeFrame(IpcOpcode.Handshake, { v: 1, client_id: '1' });
    expect(frame.readUInt32LE(0)).toBe(0);
    expect(frame.readUInt32LE(4)).toBe(frame.length - 8);
    expect(frame.subarray(8).toString()).toBe('{"v":1,"client_id":"1"}');
  });

  it('reads frames cut at every byte, and several in one chunk', () => {
    const bytes = Buffer.concat([
      encodeFrame(IpcOpcode.Frame, { cmd: 'DISPATCH', evt: 'READY', data: { é: 'ü' } }),
      encodeFrame(IpcOpcode.Ping, 'x'),
      encodeFrame(IpcOpcode.Close, { code: 1000 }),
    ]);
    for (let cut = 1; cut < bytes.length; cut++) {
      const decoder = new FrameDecoder();
      const frames = [...decoder.push(bytes.subarray(0, cut)), ...decoder.push(bytes.subarray(cut))];
      expect(frames.map((f) => f.op)).toEqual([IpcOpcode.Frame, IpcOpcode.Ping, IpcOpcode.Close]);
      expect(frames[0]?.body).toEqual({ cmd: 'DISPATCH', evt: 'READY', data: { é: 'ü' } });
      expect(decoder.buffered).toBe(0);
    }
  });

  it('refuses a length over the bound from the header, an unknown opcode, a body that is not JSON', () => {
    const header = (op: number, length: number) => {
      const out = Buffer.alloc(8);
      out.writeUInt32LE(op, 0);
      out.writeUInt32LE(length, 4);
      return out;
    };
    const codeOf = (bytes: Buffer) => {
      try {
        new FrameDecoder().push(bytes);
        return 'none';
      } catch (error) {
        return error instanceof IpcFrameError ? error.code : 'other';
      }
    };
    expect(codeOf(header(IpcOpcode.Frame, MAX_FRAME_BODY_BYTES + 1))).toBe('too_large');
    expect(codeOf(header(5, 0))).toBe('unknown_opcode');
    expect(codeOf(Buffer.concat([header(IpcOpcode.Frame, 3), Buffer.from('{x}')]))).toBe('bad_json');
    // At the bound exactly: waits for the body, holding only what came.
    const decoder = new FrameDecoder();
    expect(decoder.push(header(IpcOpcode.Frame, MAX_FRAME_BODY_BYTES))).toEqual([]);
    expect(decoder.buffered).toBe(8);
    expect(() => encodeFrame(IpcOpcode.Frame, 'x'.repeat(MAX_FRAME_BODY_BYTES))).toThrow(RangeError);
  });
});

describe('where the app listens', () => {
  it('the first of XDG_RUNTIME_DIR, TMPDIR, TMP, TEMP that is set, else /tmp', () => {
    expect(ipcDirectory({ XDG_RUNTIME_DIR: '/run/user/1000/', TMPDIR: '/t' })).toBe('/run/user/1000');
    expect(ipcDirectory({ XDG_RUNTIME_DIR: '', TMPDIR: '/t' })).toBe('/t');
    expect(ipcDirectory({ TEMP: '/temp' })).toBe('/temp');
    expect(ipcDirectory({})).toBe('/tmp');
  });

  it('discord-ipc-0..9 in the folder, then its Flatpak and Snap subfolders; named pipes on Windows', () => {
    const places = ipcCandidates({ platform: 'linux', env: { XDG_RUNTIME_DIR: '/run/user/1000' } });
    expect(places).toHaveLength(30);
    expect(places[0]).toBe('/run/user/1000/discord-ipc-0');
    expect(places[9]).toBe('/run/user/1000/discord-ipc-9');
    expect(places[10]).toBe(join('/run/user/1000', 'app', 'com.discordapp.Discord', 'discord-ipc-0'));
    expect(places[20]).toBe(join('/run/user/1000', 'snap.discord', 'discord-ipc-0'));
    const pipes = ipcCandidates({ platform: 'win32' });
    expect(pipes[0]).toBe('\\\\?\\pipe\\discord-ipc-0');
    expect(pipes).toHaveLength(10);
    // A test's own pipe namespace instead of the player's.
    const own = ipcCandidates({ platform: 'win32', directories: ['\\\\?\\pipe\\test-1\\'] });
    expect(own[3]).toBe('\\\\?\\pipe\\test-1\\discord-ipc-3');
  });
});
