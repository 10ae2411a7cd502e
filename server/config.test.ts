import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { CONTENT_ID_STAND_IN_PREFIX, contentIdSetup } from './platform/google/contentIdSetup';

const postgres = 'postgres://app@db.internal/drm';
const google = { GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' };

describe('server processes (WORKERS)', () => {
  it('is one on PGlite and one per core on PostgreSQL with Google by default', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: postgres, ...google }).workers).toBe(os.availableParallelism());
  });

  it('follows WORKERS on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: postgres, ...google, WORKERS: '3' }).workers).toBe(3);
  });

  it("keeps the sign-in stand-in's single process when no Google client is configured", () => {
    expect(loadConfig({ DATABASE_URL: postgres }).workers).toBe(1);
    expect(() => loadConfig({ DATABASE_URL: postgres, WORKERS: '2' })).toThrow(/needs GOOGLE_CLIENT_ID/);
  });

  it('refuses more than one process on PGlite, whose folder only one process can open', () => {
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS above 1 needs DATABASE_URL/);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses a WORKERS that is not a whole number', () => {
    expect(() => loadConfig({ DATABASE_URL: postgres, WORKERS: 'many' })).toThrow(/WORKERS/);
  });
});

describe('Google (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET)', () => {
  it("uses Google's addresses unless told otherwise, and none without a client", () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig(google).google).toEqual({
      clientId: google.GOOGLE_CLIENT_ID,
      clientSecret: 'secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      youtubeApiUrl: 'https://www.googleapis.com/youtube/v3',
    });
    expect(loadConfig({ ...google, YOUTUBE_API_URL: 'http://127.0.0.1:9/yt' }).google?.youtubeApiUrl).toBe(
      'http://127.0.0.1:9/yt',
    );
  });

  it('refuses a client id without its secret', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'x' })).toThrow(/go together/);
  });
});

describe('Wise (WISE_API_TOKEN and WISE_PROFILE_ID)', () => {
  const wise = { WISE_API_TOKEN: 'token', WISE_PROFILE_ID: '12345' };

  it('uses the offline catalogue without a token, and live Wise with one', () => {
    expect(loadConfig({}).wise).toBeUndefined();
    expect(loadConfig(wise).wise).toEqual({
      apiUrl: 'https://api.wise.com',
      token: 'token',
      profileId: 12345,
      sourceCurrency: 'USD',
      timeoutMs: 10_000,
    });
  });

  it('takes the sandbox address, source currency and cache time from the environment', () => {
    const config = loadConfig({
      ...wise,
      WISE_API_URL: 'https://api.wise-sandbox.com/',
      WISE_SOURCE_CURRENCY: 'gbp',
      WISE_FORMS_CACHE_SECONDS: '60',
    });
    expect(config.wise).toMatchObject({ apiUrl: 'https://api.wise-sandbox.com', sourceCurrency: 'GBP' });
    expect(config.paymentFormsCacheSeconds).toBe(60);
    expect(loadConfig({}).paymentFormsCacheSeconds).toBe(3600);
  });

  it('refuses a token without a profile, and a source that is not a currency code', () => {
    expect(() => loadConfig({ WISE_API_TOKEN: 'token' })).toThrow(/WISE_PROFILE_ID/);
    expect(() => loadConfig({ ...wise, WISE_SOURCE_CURRENCY: 'dollars' })).toThrow(/WISE_SOURCE_CURRENCY/);
  });
});

describe('the development sign-in stand-in (DEV_GOOGLE_SIGN_IN_STAND_IN)', () => {
  it('is served without a Google client outside production, and can be turned off', () => {
    expect(loadConfig({}).googleStandIn).toBe(true);
    expect(loadConfig({ DEV_GOOGLE_SIGN_IN_STAND_IN: 'false' }).googleStandIn).toBe(false);
    expect(loadConfig(google).googleStandIn).toBe(false);
  });

  it('is never served in production, and asking for it there stops the start', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).googleStandIn).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', DEV_GOOGLE_SIGN_IN_STAND_IN: 'true' })).toThrow(
      /cannot be used with NODE_ENV=production/,
    );
  });

  it('is refused beside a Google client, and lets PostgreSQL run one process per core once off', () => {
    expect(() => loadConfig({ ...google, DEV_GOOGLE_SIGN_IN_STAND_IN: 'true' })).toThrow(
      /cannot be used together/,
    );
    expect(loadConfig({ DATABASE_URL: postgres, DEV_GOOGLE_SIGN_IN_STAND_IN: 'false' }).workers).toBe(
      os.availableParallelism(),
    );
  });
});

describe('the sign-in bot check (CAPTCHA_*)', () => {
  it('is off without a site key and secret, and Turnstile by default with them', () => {
    expect(loadConfig({}).botCheck).toBeUndefined();
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }).botCheck).toMatchObject({
      provider: 'turnstile',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
    expect(
      loadConfig({ CAPTCHA_PROVIDER: 'hcaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' })
        .botCheck?.verifyUrl,
    ).toBe('https://api.hcaptcha.com/siteverify');
  });

  it('refuses half a configuration and an unknown provider', () => {
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'site' })).toThrow(/go together/);
    expect(() =>
      loadConfig({ CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET: 'secret' }),
    ).toThrow(/turnstile or hcaptcha/);
  });
});

describe('how long packages are kept (PACKAGE_KEEP_HOURS)', () => {
  it('is 72 hours by default, and follows the variable', () => {
    expect(loadConfig({}).packageKeepHours).toBe(72);
    expect(loadConfig({ PACKAGE_KEEP_HOURS: '24' }).packageKeepHours).toBe(24);
  });

  it('refuses no time at all and what is no whole number', () => {
    expect(() => loadConfig({ PACKAGE_KEEP_HOURS: '0' })).toThrow(/at least 1/);
    expect(() => loadConfig({ PACKAGE_KEEP_HOURS: 'a week' })).toThrow(/PACKAGE_KEEP_HOURS/);
  });
});

describe('Rev AI (REVAI_ACCESS_TOKEN)', () => {
  it('is not configured without a token, and uses Rev AI’s address unless told otherwise', () => {
    expect(loadConfig({}).revAi).toBeUndefined();
    expect(loadConfig({ REVAI_ACCESS_TOKEN: '  ' }).revAi).toBeUndefined();
    expect(loadConfig({ REVAI_ACCESS_TOKEN: 'tok' }).revAi).toEqual({
      baseUrl: 'https://api.rev.ai/speechtotext/v1',
      token: 'tok',
    });
    expect(
      loadConfig({ REVAI_ACCESS_TOKEN: 'tok', REVAI_BASE_URL: 'http://127.0.0.1:4010/speechtotext/v1/' })
        .revAi?.baseUrl,
    ).toBe('http://127.0.0.1:4010/speechtotext/v1');
  });

  it('refuses a base URL that is not an http(s) address', () => {
    expect(() => loadConfig({ REVAI_ACCESS_TOKEN: 'tok', REVAI_BASE_URL: 'api.rev.ai' })).toThrow(
      /REVAI_BASE_URL/,
    );
  });
});

describe('where files and mail go (DATA_DIR, FILES_DIR, OUTBOX_DIR)', () => {
  it("keeps them under DATA_DIR when it is a folder, not in the checkout's ./data", () => {
    const config = loadConfig({ DATA_DIR: '/srv/drm' });
    expect(config.dataDir).toBe('/srv/drm');
    expect(config.filesDir).toBe('/srv/drm/files');
    expect(config.outboxDir).toBe('/srv/drm/outbox');
  });

  it('uses ./data without DATA_DIR or with an in-memory database, and the folders given', () => {
    expect(loadConfig({}).outboxDir).toBe(path.resolve('data/outbox'));
    expect(loadConfig({ DATA_DIR: 'memory://' }).filesDir).toBe(path.resolve('data/files'));
    const given = loadConfig({ DATA_DIR: '/srv/drm', FILES_DIR: '/mnt/files', OUTBOX_DIR: 'mail' });
    expect(given.filesDir).toBe('/mnt/files');
    expect(given.outboxDir).toBe(path.resolve('mail'));
  });
});

describe('YouTube Content ID (CONTENT_ID_OWNER_ID, CONTENT_ID_REFRESH_TOKEN)', () => {
  const contentId = { ...google, CONTENT_ID_OWNER_ID: 'owner-1', CONTENT_ID_REFRESH_TOKEN: 'refresh' };

  it("sends claims to YouTube's Content ID with credentials, and to another address when told", () => {
    expect(loadConfig(contentId)).toMatchObject({
      contentIdStandIn: false,
      contentId: {
        apiUrl: 'https://youtubepartner.googleapis.com/youtube/partner/v1',
        contentOwnerId: 'owner-1',
        refreshToken: 'refresh',
        google: { tokenUrl: 'https://oauth2.googleapis.com/token', clientId: google.GOOGLE_CLIENT_ID },
      },
    });
    const elsewhere = loadConfig({ ...contentId, CONTENT_ID_API_URL: 'http://127.0.0.1:9/partner' });
    expect(elsewhere.contentId?.apiUrl).toBe('http://127.0.0.1:9/partner');
  });

  it('refuses half the credentials, and credentials without the Google client', () => {
    expect(() => loadConfig({ ...google, CONTENT_ID_OWNER_ID: 'owner-1' })).toThrow(/go together/);
    expect(() => loadConfig({ CONTENT_ID_OWNER_ID: 'owner-1', CONTENT_ID_REFRESH_TOKEN: 'r' })).toThrow(
      /needs the Google client/,
    );
  });

  it('goes to the local stand-in by default offline, never in production nor beside a Google client', () => {
    expect(loadConfig({})).toMatchObject({ contentId: undefined, contentIdStandIn: true });
    expect(loadConfig({ DEV_GOOGLE_SIGN_IN_STAND_IN: 'false' }).contentIdStandIn).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      contentId: undefined,
      contentIdStandIn: false,
    });
    // Google configured without Content ID: tracked here only, said so on the page.
    expect(loadConfig(google)).toMatchObject({ contentId: undefined, contentIdStandIn: false });
  });

  it('points the client at the stand-in the server serves on its own port, with secrets of its own', () => {
    const config = { ...loadConfig({ PORT: '4100' }), host: '0.0.0.0' };
    const setup = contentIdSetup(config);
    const base = `http://127.0.0.1:4100${CONTENT_ID_STAND_IN_PREFIX}`;
    expect(setup.settings).toEqual({
      apiUrl: `${base}/youtube/partner/v1`,
      contentOwnerId: setup.standIn!.contentOwnerId,
      refreshToken: setup.standIn!.refreshToken,
      google: {
        tokenUrl: `${base}/token`,
        clientId: setup.standIn!.clientId,
        clientSecret: setup.standIn!.clientSecret,
      },
    });
    expect(contentIdSetup(config).standIn!.clientSecret).not.toBe(setup.standIn!.clientSecret);
    const real = loadConfig(contentId);
    expect(contentIdSetup(real)).toEqual({ settings: real.contentId });
    expect(contentIdSetup(loadConfig({ NODE_ENV: 'production' }))).toEqual({});
  });
});

describe('the creators’ FAQ (FAQ_URL)', () => {
  it('is not offered without an address, and trimmed with one', () => {
    expect(loadConfig({}).faqUrl).toBeUndefined();
    expect(loadConfig({ FAQ_URL: '  ' }).faqUrl).toBeUndefined();
    expect(loadConfig({ FAQ_URL: ' https://help.example.com/faq?lang=en ' }).faqUrl).toBe(
      'https://help.example.com/faq?lang=en',
    );
    expect(loadConfig({ FAQ_URL: 'http://intranet/faq' }).faqUrl).toBe('http://intranet/faq');
  });

  it('refuses anything but an http(s) address, so no script or file link reaches the menu', () => {
    for (const bad of ['help.example.com/faq', '/faq', 'javascript:alert(1)', 'ftp://example.com/faq']) {
      expect(() => loadConfig({ FAQ_URL: bad }), bad).toThrow(/FAQ_URL/);
    }
  });
});
