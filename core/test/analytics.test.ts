import { describe, expect, it } from 'vitest';
import { sanitizeEventData, sanitizeUrl } from '../src';

describe('sanitizeUrl', () => {
  it('drops Firebase action-link credentials and keeps the rest', () => {
    const link =
      'https://pilotmiles.app/auth/reset-password?mode=resetPassword&oobCode=ABC123&apiKey=AIzaKEY&continueUrl=https%3A%2F%2Fx&lang=en&utm_source=mail';
    expect(sanitizeUrl(link)).toBe('https://pilotmiles.app/auth/reset-password?lang=en&utm_source=mail');
  });

  it('drops tokens, passwords, e-mails in any spelling, OAuth codes and the fragment', () => {
    const url = '/auth/window-success?id_token=t&accessToken=a&PASSWORD=p&user_email=e%40x.test&Email=y&code=c&state=s&q=flights#access_token=zzz';
    expect(sanitizeUrl(url)).toBe('/auth/window-success?q=flights');
  });

  it('keeps a relative URL relative and answers null for what is not a URL', () => {
    expect(sanitizeUrl('/articles?q=miles&category=travel')).toBe('/articles?q=miles&category=travel');
    expect(sanitizeUrl('http://[not a url')).toBeNull();
  });

  it('drops user:password in the authority', () => {
    expect(sanitizeUrl('https://me:secret@pilotmiles.app/x')).toBe('https://pilotmiles.app/x');
  });
});

describe('sanitizeEventData', () => {
  it('sanitises URL-looking strings and drops credential-named keys', () => {
    expect(
      sanitizeEventData({
        path: '/auth/email-verification?oobCode=X&mode=verifyEmail',
        referrer: 'https://mail.example/inbox?token=T',
        idToken: 'eyJ...',
        api_key: 'k',
        slug: 'fly-for-less',
        tags: ['category:game', '/x?oobCode=Y'],
        count: 3,
      }),
    ).toEqual({
      path: '/auth/email-verification',
      referrer: 'https://mail.example/inbox',
      slug: 'fly-for-less',
      tags: ['category:game', '/x'],
      count: 3,
    });
  });
});
