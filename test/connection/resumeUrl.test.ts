/** Which `resume_gateway_url` the client follows (src/connection/resumeUrl.ts), issue 32 finding 4. */
import { describe, expect, it } from 'vitest';
import { checkAllowedHosts, checkResumeUrl } from '../../src/connection/resumeUrl.js';

describe('checkResumeUrl', () => {
  it.each([
    ['wss://gateway.example.com/', 'wss://gateway.example.com/?a=1'],
    ['wss://gateway.example.com/', 'wss://gateway-us-east1-b.example.com/'],
    ['ws://127.0.0.1:5000/gateway', 'ws://127.0.0.1:5001/gateway'],
    ['ws://127.0.0.1:5000/gateway', 'wss://127.0.0.1:5000/gateway'],
  ])('follows %s -> %s', (gateway, offered) => {
    expect(checkResumeUrl(gateway, offered).ok).toBe(true);
  });

  it.each([
    ['wss://gateway.example.com/', 'ws://gateway.example.com/', 'a downgrade'],
    ['wss://gateway.example.com/', 'wss://evil.example.net/', 'outside'],
    ['wss://gateway.example.com/', 'wss://example.com.evil.net/', 'outside'],
    ['wss://example.com/', 'wss://evil.example.com/', 'outside'],
    ['ws://127.0.0.1:5000/gateway', 'ws://10.0.0.5:5000/gateway', 'outside'],
    ['ws://127.0.0.1:5000/gateway', 'http://127.0.0.1:5000/', 'ws: or wss:'],
    ['wss://gateway.example.com/', 'wss://user:pw@gateway.example.com/', 'credentials'],
    ['wss://gateway.example.com/', 'not a url', 'absolute'],
  ])('refuses %s -> %s (%s), without quoting the URL', (gateway, offered, why) => {
    const verdict = checkResumeUrl(gateway, offered);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) {
      expect(verdict.reason).toContain(why);
      expect(verdict.reason).not.toContain(new URL(gateway).hostname);
    }
  });

  it('follows hosts of the allow list, exact or by subdomain', () => {
    const hosts = checkAllowedHosts(['resume.example.net', '*.edge.example.org'], 'resumeHosts');
    expect(checkResumeUrl('wss://gateway.example.com', 'wss://resume.example.net', hosts).ok).toBe(true);
    expect(checkResumeUrl('wss://gateway.example.com', 'wss://a.edge.example.org', hosts).ok).toBe(true);
    expect(checkResumeUrl('wss://gateway.example.com', 'wss://edge.example.org', hosts).ok).toBe(false);
    expect(checkResumeUrl('wss://gateway.example.com', 'ws://resume.example.net', hosts).ok).toBe(false);
  });

  it('names a bad allow-list entry', () => {
    expect(() => checkAllowedHosts(['ok.example', 'http://x'], 'connection.resumeHosts')).toThrow(
      'connection.resumeHosts[1]: expected a host name',
    );
  });
});
