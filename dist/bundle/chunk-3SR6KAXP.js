import {
  VoiceEncryptionMode,
  __name,
  loadOnce
} from "./chunk-25XPD655.js";

// dist/voice/audioIo.js
var SAMPLE_RATE = 48e3;
var CHANNELS = 2;
var FRAME_MS = 20;
var FRAME_SAMPLES = SAMPLE_RATE * FRAME_MS / 1e3;
var FRAME_VALUES = FRAME_SAMPLES * CHANNELS;
var MAX_CATCH_UP = 5;
var TimerFrameClock = class {
  static {
    __name(this, "TimerFrameClock");
  }
  #timer;
  #next = 0;
  #tick;
  /** Starts calling `tick` every 20 ms, paced from now. */
  start(tick) {
    this.stop();
    this.#tick = tick;
    this.#next = performance.now() + FRAME_MS;
    this.#schedule();
  }
  /** Stops the timer; no tick runs after this returns. */
  stop() {
    clearTimeout(this.#timer);
    this.#timer = void 0;
    this.#tick = void 0;
  }
  #schedule() {
    const wait = Math.max(0, this.#next - performance.now());
    this.#timer = setTimeout(() => this.#fire(), wait);
    this.#timer.unref?.();
  }
  #fire() {
    const tick = this.#tick;
    if (tick === void 0)
      return;
    const now = performance.now();
    let owed = 0;
    while (this.#next <= now && owed < MAX_CATCH_UP) {
      this.#next += FRAME_MS;
      owed++;
    }
    if (this.#next <= now)
      this.#next = now + FRAME_MS;
    for (let i = 0; i < owed && this.#tick === tick; i++)
      tick();
    if (this.#tick === tick)
      this.#schedule();
  }
};
var SilenceCapture = class {
  static {
    __name(this, "SilenceCapture");
  }
  #clock;
  #frame = new Int16Array(FRAME_VALUES);
  constructor(clock = new TimerFrameClock()) {
    this.#clock = clock;
  }
  start(onFrame) {
    this.#clock.start(() => {
      this.#frame.fill(0);
      onFrame(this.#frame);
    });
  }
  stop() {
    this.#clock.stop();
  }
};
var DiscardPlayback = class {
  static {
    __name(this, "DiscardPlayback");
  }
  play(_userId, _frame) {
  }
  close() {
  }
};

// dist/voice/networkingCode.js
var VoiceNetworkingCode = {
  OpeningWs: 0,
  Identifying: 1,
  UdpHandshaking: 2,
  SelectingProtocol: 3,
  Ready: 4,
  Resuming: 5,
  Closed: 6
};

// dist/voice/rtp.js
import { createCipheriv, createDecipheriv } from "node:crypto";
var xchacha20poly1305;
var loadXChaCha = loadOnce(async () => {
  xchacha20poly1305 = (await import("@noble/ciphers/chacha.js")).xchacha20poly1305;
});
function cipher() {
  if (xchacha20poly1305 === void 0)
    throw new Error("voice: aead_xchacha20_poly1305_rtpsize used before loadXChaCha()");
  return xchacha20poly1305;
}
__name(cipher, "cipher");
var DISCOVERY_BYTES = 74;
var RTP_HEADER_BYTES = 12;
var TAG_BYTES = 16;
var COUNTER_BYTES = 4;
var OPUS_PAYLOAD_TYPE = 120;
var PREFERRED_MODES = [
  VoiceEncryptionMode.AesGcm,
  VoiceEncryptionMode.XChaCha
];
function chooseMode(offered, preferred = PREFERRED_MODES) {
  return preferred.find((mode) => offered.includes(mode));
}
__name(chooseMode, "chooseMode");
function discoveryRequest(ssrc) {
  const request = Buffer.alloc(DISCOVERY_BYTES);
  request.writeUInt16BE(1, 0);
  request.writeUInt16BE(70, 2);
  request.writeUInt32BE(ssrc >>> 0, 4);
  return request;
}
__name(discoveryRequest, "discoveryRequest");
function parseDiscovery(message, ssrc) {
  if (message.length !== DISCOVERY_BYTES || message.readUInt16BE(0) !== 2)
    return void 0;
  if (message.readUInt32BE(4) !== ssrc >>> 0)
    return void 0;
  const end = message.indexOf(0, 8);
  const ip = message.subarray(8, end < 0 || end > 71 ? 72 : end).toString("ascii");
  if (!/^[0-9a-fA-F.:]{2,45}$/.test(ip))
    return void 0;
  return { ip, port: message.readUInt16BE(72) };
}
__name(parseDiscovery, "parseDiscovery");
function rtpHeader(sequence, timestamp, ssrc) {
  const header = Buffer.alloc(RTP_HEADER_BYTES);
  header[0] = 128;
  header[1] = OPUS_PAYLOAD_TYPE;
  header.writeUInt16BE(sequence & 65535, 2);
  header.writeUInt32BE(timestamp >>> 0, 4);
  header.writeUInt32BE(ssrc >>> 0, 8);
  return header;
}
__name(rtpHeader, "rtpHeader");
function clearLength(packet) {
  const first = packet[0] ?? 0;
  const clear = RTP_HEADER_BYTES + 4 * (first & 15) + ((first & 16) !== 0 ? 4 : 0);
  return packet.length < clear + TAG_BYTES + COUNTER_BYTES ? -1 : clear;
}
__name(clearLength, "clearLength");
function nonceOf(mode, counter) {
  const nonce = Buffer.alloc(mode === VoiceEncryptionMode.AesGcm ? 12 : 24);
  nonce.set(counter, 0);
  return nonce;
}
__name(nonceOf, "nonceOf");
function sealRtp(mode, key, header, opus, counter) {
  const counterBytes = Buffer.alloc(COUNTER_BYTES);
  counterBytes.writeUInt32BE(counter >>> 0, 0);
  const nonce = nonceOf(mode, counterBytes);
  if (mode === VoiceEncryptionMode.AesGcm) {
    const cipher2 = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
    cipher2.setAAD(header);
    const body = cipher2.update(opus);
    cipher2.final();
    return Buffer.concat([header, body, cipher2.getAuthTag(), counterBytes]);
  }
  const sealed = cipher()(key, nonce, header).encrypt(opus);
  return Buffer.concat([header, sealed, counterBytes]);
}
__name(sealRtp, "sealRtp");
function openRtp(mode, key, packet) {
  if (packet.length < RTP_HEADER_BYTES || ((packet[0] ?? 0) & 192) !== 128)
    return void 0;
  if (((packet[1] ?? 0) & 127) !== OPUS_PAYLOAD_TYPE)
    return void 0;
  const clear = clearLength(packet);
  if (clear < 0)
    return void 0;
  const end = packet.length - COUNTER_BYTES;
  const nonce = nonceOf(mode, packet.subarray(end));
  const aad = packet.subarray(0, clear);
  let plain;
  try {
    if (mode === VoiceEncryptionMode.AesGcm) {
      const decipher = createDecipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
      decipher.setAAD(aad);
      decipher.setAuthTag(packet.subarray(end - TAG_BYTES, end));
      const head = decipher.update(packet.subarray(clear, end - TAG_BYTES));
      const tail = decipher.final();
      plain = tail.length === 0 ? head : Buffer.concat([head, tail]);
    } else {
      const opened = cipher()(key, nonce, aad).decrypt(packet.subarray(clear, end));
      plain = Buffer.from(opened.buffer, opened.byteOffset, opened.byteLength);
    }
  } catch {
    return void 0;
  }
  if (((packet[0] ?? 0) & 16) !== 0) {
    const words = packet.readUInt16BE(clear - 2);
    if (plain.length < 4 * words)
      return void 0;
    plain = plain.subarray(4 * words);
  }
  return {
    sequence: packet.readUInt16BE(2),
    timestamp: packet.readUInt32BE(4),
    ssrc: packet.readUInt32BE(8),
    payload: plain
  };
}
__name(openRtp, "openRtp");

// dist/voice/opus.js
import { createRequire } from "node:module";
var OPUS_SET_BITRATE = 4002;
var OPUS_SET_COMPLEXITY = 4010;
var OPUS_SET_INBAND_FEC = 4012;
var OPUS_SET_PACKET_LOSS_PERC = 4014;
var BITRATE = 64e3;
var EXPECTED_LOSS_PERCENT = 10;
var COMPLEXITY = 5;
var loaded;
function toPcm(decoded) {
  const out = new Int16Array(FRAME_VALUES);
  new Uint8Array(out.buffer).set(decoded.subarray(0, Math.min(decoded.length, FRAME_VALUES * 2)));
  return out;
}
__name(toPcm, "toPcm");
function pcmBuffer(pcm) {
  return Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength);
}
__name(pcmBuffer, "pcmBuffer");
function nativeMaker(mod) {
  return () => {
    const codec = new mod.OpusEncoder(SAMPLE_RATE, CHANNELS);
    codec.applyEncoderCTL(OPUS_SET_BITRATE, BITRATE);
    codec.applyEncoderCTL(OPUS_SET_COMPLEXITY, COMPLEXITY);
    codec.applyEncoderCTL(OPUS_SET_INBAND_FEC, 1);
    codec.applyEncoderCTL(OPUS_SET_PACKET_LOSS_PERC, EXPECTED_LOSS_PERCENT);
    return {
      encode: /* @__PURE__ */ __name((pcm) => codec.encode(pcmBuffer(pcm)), "encode"),
      decode: /* @__PURE__ */ __name((packet) => toPcm(codec.decode(packet)), "decode"),
      close: /* @__PURE__ */ __name(() => void 0, "close")
    };
  };
}
__name(nativeMaker, "nativeMaker");
function scriptMaker(Mod) {
  return () => {
    const codec = new Mod(SAMPLE_RATE, CHANNELS, Mod.Application.VOIP);
    codec.encoderCTL(OPUS_SET_BITRATE, BITRATE);
    codec.encoderCTL(OPUS_SET_COMPLEXITY, COMPLEXITY);
    codec.encoderCTL(OPUS_SET_INBAND_FEC, 1);
    codec.encoderCTL(OPUS_SET_PACKET_LOSS_PERC, EXPECTED_LOSS_PERCENT);
    let closed = false;
    return {
      encode: /* @__PURE__ */ __name((pcm) => Buffer.from(codec.encode(pcmBuffer(pcm), FRAME_SAMPLES)), "encode"),
      decode: /* @__PURE__ */ __name((packet) => toPcm(codec.decode(packet)), "decode"),
      close: /* @__PURE__ */ __name(() => {
        if (closed)
          return;
        closed = true;
        codec.delete();
      }, "close")
    };
  };
}
__name(scriptMaker, "scriptMaker");
function loadOpus(prefer) {
  if (loaded !== void 0 && (prefer === void 0 || loaded.backend === prefer))
    return loaded;
  const require2 = createRequire(import.meta.url);
  const failures = [];
  if (prefer !== "opusscript") {
    try {
      const mod = require2("@discordjs/opus");
      const make = nativeMaker(mod);
      make().encode(new Int16Array(FRAME_VALUES));
      loaded = { backend: "@discordjs/opus", make };
      return loaded;
    } catch (error) {
      failures.push(`@discordjs/opus: ${error instanceof Error ? error.message.split("\n")[0] : "failed"}`);
    }
  }
  try {
    const Mod = require2("opusscript");
    loaded = { backend: "opusscript", make: scriptMaker(Mod) };
    return loaded;
  } catch (error) {
    failures.push(`opusscript: ${error instanceof Error ? error.message.split("\n")[0] : "failed"}`);
  }
  throw new Error(`voice: no Opus package loads (${failures.join("; ")}): install opusscript`);
}
__name(loadOpus, "loadOpus");
var SILENCE_FRAME = Buffer.from([248, 255, 254]);
function isSilenceFrame(packet) {
  return packet.length === 3 && packet[0] === 248 && packet[1] === 255 && packet[2] === 254;
}
__name(isSilenceFrame, "isSilenceFrame");

export {
  SAMPLE_RATE,
  CHANNELS,
  FRAME_MS,
  FRAME_SAMPLES,
  FRAME_VALUES,
  TimerFrameClock,
  SilenceCapture,
  DiscardPlayback,
  VoiceNetworkingCode,
  loadOpus,
  SILENCE_FRAME,
  isSilenceFrame,
  loadXChaCha,
  DISCOVERY_BYTES,
  PREFERRED_MODES,
  chooseMode,
  discoveryRequest,
  parseDiscovery,
  rtpHeader,
  sealRtp,
  openRtp
};
