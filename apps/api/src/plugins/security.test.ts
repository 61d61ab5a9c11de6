import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders, jsonAnswerHeaders } from './security';

describe('security headers', () => {
  it('are helmet’s, with a strict CSP and no framing', () => {
    const headers = computeSecurityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';media-src 'self' blob:;manifest-src 'self';worker-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('headers of JSON answers', () => {
  it('forbid loading, framing and sniffing, and keep HTTPS required', () => {
    expect(jsonAnswerHeaders(computeSecurityHeaders())).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('leave out a header helmet was told not to send', () => {
    expect(jsonAnswerHeaders(computeSecurityHeaders({ strictTransportSecurity: false }))).not.toHaveProperty(
      'strict-transport-security',
    );
  });
});
