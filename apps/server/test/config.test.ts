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
    expect(() => loadConfig({ PORT: 'abc', DEFAULT_LANG: 'fr', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*DEFAULT_LANG|PORT[\s\S]*DEFAULT_LANG/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres://');
  });
});
