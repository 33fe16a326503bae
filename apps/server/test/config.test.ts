import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration', () => {
  it('defaults to the embedded database in demo mode on port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, demo: true, defaultLang: 'zh_CN', cookieSecure: false });
  });

  it('is not in demo mode with DATABASE_URL unless DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).cookieSecure).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO: '1' }).demo).toBe(true);
  });

  it('stops with a clear message on a wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DEFAULT_LANG: 'fr', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*DEFAULT_LANG|PORT[\s\S]*DEFAULT_LANG/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres://');
  });

  it('reads third-party sign-in providers from OIDC_PROVIDERS and OIDC_<NAME>_*', () => {
    expect(loadConfig({}).oidc).toEqual({ redirectUrl: 'http://localhost:3000/login/third/callback', providers: [] });
    const c = loadConfig({
      OIDC_PROVIDERS: 'corp, my-id',
      OIDC_REDIRECT_URL: 'https://portal.example/login/third/callback',
      OIDC_CORP_ISSUER: 'https://id.corp.example',
      OIDC_CORP_CLIENT_ID: 'portal',
      OIDC_CORP_CLIENT_SECRET: 's3cret',
      OIDC_CORP_LABEL: 'Corp ID',
      OIDC_MY_ID_ISSUER: 'http://localhost:9000',
      OIDC_MY_ID_CLIENT_ID: 'portal2',
    });
    expect(c.oidc.redirectUrl).toBe('https://portal.example/login/third/callback');
    expect(c.oidc.providers).toEqual([
      { name: 'corp', label: 'Corp ID', issuer: 'https://id.corp.example', clientId: 'portal', clientSecret: 's3cret', scope: 'openid email profile' },
      { name: 'my-id', label: 'my-id', issuer: 'http://localhost:9000', clientId: 'portal2', clientSecret: undefined, scope: 'openid email profile' },
    ]);
  });

  it('stops on a wrong provider configuration, naming the variable', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: 'corp' })).toThrow(/OIDC_CORP_ISSUER[\s\S]*OIDC_CORP_CLIENT_ID is required/);
    expect(() => loadConfig({ OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'http://id.corp.example', OIDC_CORP_CLIENT_ID: 'x' })).toThrow(
      'OIDC_CORP_ISSUER must be https (plain http only for localhost)',
    );
    expect(() => loadConfig({ OIDC_PROVIDERS: 'Corp' })).toThrow('"Corp" must be 1 to 32 lower-case letters, digits, _ or -');
    expect(() =>
      loadConfig({ OIDC_PROVIDERS: 'corp', OIDC_CORP_ISSUER: 'https://id.corp.example', OIDC_CORP_CLIENT_ID: 'x', OIDC_CORP_SCOPE: 'email' }),
    ).toThrow('OIDC_CORP_SCOPE must include openid');
    expect(() => loadConfig({ OIDC_REDIRECT_URL: 'not a url' })).toThrow('OIDC_REDIRECT_URL must be a URL');
  });
});

describe('listen address and public origins (issue 17)', () => {
  it('demo mode listens on loopback unless HOST says otherwise; production on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://x@db/tic' }).host).toBe('0.0.0.0');
  });
  it('PUBLIC_ORIGIN is a comma-separated list of origins; anything else stops start-up', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://portal.example.com, https://cdn.example.com' }).publicOrigins).toEqual([
      'https://portal.example.com',
      'https://cdn.example.com',
    ]);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'portal.example.com' })).toThrow('PUBLIC_ORIGIN');
  });
});
