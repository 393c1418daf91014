import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DATE_FORMATS,
  ACCOUNT_SETTINGS_TEXT,
  ACCOUNT_TIMEZONES,
  accountSettingsPermissions,
  formatAccountDate,
  normalizeAccountName,
  readAccountSettings,
  usageMonth,
  usagePercent,
} from './account-settings.ts';
import { accountSettingsPatchSchema } from './account-settings-schemas.ts';

describe('account name (spec 001 §5: 2 to 50 characters after trimming)', () => {
  it('trims and keeps 2 to 50 characters', () => {
    expect(normalizeAccountName('  Acme  ')).toBe('Acme');
    expect(normalizeAccountName('ab')).toBe('ab');
    expect(normalizeAccountName('x'.repeat(50))).toBe('x'.repeat(50));
  });
  it('refuses fewer than 2 or more than 50 after trimming', () => {
    expect(normalizeAccountName('  a  ')).toBeNull();
    expect(normalizeAccountName('   ')).toBeNull();
    expect(normalizeAccountName('x'.repeat(51))).toBeNull();
  });
});

describe('options (spec 001 §5)', () => {
  it('lists the eight timezones as IANA zones and the three date formats', () => {
    expect(ACCOUNT_TIMEZONES.map((zone) => zone.label)).toEqual([
      'UTC',
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'London',
      'Paris',
      'Tokyo',
    ]);
    for (const { value } of ACCOUNT_TIMEZONES)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: value })).not.toThrow();
    expect(ACCOUNT_DATE_FORMATS).toEqual(['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY']);
  });
  it('reads the old stored default MM/dd/yyyy as MM/DD/YYYY and anything unknown as the defaults', () => {
    expect(readAccountSettings({ timezone: 'UTC', date_format: 'MM/dd/yyyy' })).toEqual({
      timezone: 'UTC',
      date_format: 'MM/DD/YYYY',
    });
    expect(readAccountSettings({ timezone: 'Mars/Base', date_format: 'nope' })).toEqual({
      timezone: 'UTC',
      date_format: 'YYYY-MM-DD',
    });
    expect(readAccountSettings(null)).toEqual({ timezone: 'UTC', date_format: 'YYYY-MM-DD' });
  });
});

describe('formatAccountDate', () => {
  const instant = new Date('2026-03-07T23:30:00Z');
  it('writes the date in each format', () => {
    expect(formatAccountDate(instant, { timezone: 'UTC', date_format: 'YYYY-MM-DD' })).toBe('2026-03-07');
    expect(formatAccountDate(instant, { timezone: 'UTC', date_format: 'MM/DD/YYYY' })).toBe('03/07/2026');
    expect(formatAccountDate(instant, { timezone: 'UTC', date_format: 'DD/MM/YYYY' })).toBe('07/03/2026');
  });
  it("takes the day in the account's timezone", () => {
    expect(formatAccountDate(instant, { timezone: 'Asia/Tokyo', date_format: 'YYYY-MM-DD' })).toBe('2026-03-08');
    expect(formatAccountDate(instant, { timezone: 'America/Los_Angeles', date_format: 'YYYY-MM-DD' })).toBe(
      '2026-03-07',
    );
    expect(formatAccountDate('2026-03-07T01:00:00Z', { timezone: 'America/New_York', date_format: 'DD/MM/YYYY' })).toBe(
      '06/03/2026',
    );
  });
  it('adds the 24-hour time on request, and answers empty for an invalid date', () => {
    expect(formatAccountDate(instant, { timezone: 'Europe/Paris', date_format: 'YYYY-MM-DD' }, { time: true })).toBe(
      '2026-03-08 00:30',
    );
    expect(formatAccountDate('not a date', null)).toBe('');
  });
});

describe('who may change what (spec 001 §2.2, §6.3)', () => {
  it('gates the fields by role', () => {
    expect(accountSettingsPermissions('viewer')).toEqual({
      canEditGeneral: false,
      canEditColor: false,
      canEditDomain: false,
      canSeeBilling: false,
      canManageTeam: false,
      canDeleteAccount: false,
    });
    expect(accountSettingsPermissions('editor').canEditGeneral).toBe(false);
    expect(accountSettingsPermissions('admin')).toMatchObject({
      canEditGeneral: true,
      canEditColor: true,
      canEditDomain: false,
      canSeeBilling: false,
      canManageTeam: true,
      canDeleteAccount: false,
    });
    expect(Object.values(accountSettingsPermissions('owner')).every(Boolean)).toBe(true);
    expect(Object.values(accountSettingsPermissions(null)).some(Boolean)).toBe(false);
  });
});

describe('PATCH body', () => {
  it('trims the name, lowercases the colour and the domain, and an empty domain clears it', () => {
    expect(
      accountSettingsPatchSchema.parse({
        name: '  New name ',
        branding: { primary_color: '#AABBCC', custom_domain: ' Portal.Example.COM ' },
      }),
    ).toEqual({ name: 'New name', branding: { primary_color: '#aabbcc', custom_domain: 'portal.example.com' } });
    expect(accountSettingsPatchSchema.parse({ branding: { custom_domain: '' } })).toEqual({
      branding: { custom_domain: null },
    });
  });
  it('refuses bad values with clear texts', () => {
    const problem = (body: unknown) => accountSettingsPatchSchema.safeParse(body).error?.issues[0]?.message;
    expect(problem({ name: ' a ' })).toBe(ACCOUNT_SETTINGS_TEXT.nameLength);
    expect(problem({ settings: { timezone: 'Mars/Base' } })).toBe(ACCOUNT_SETTINGS_TEXT.timezoneInvalid);
    expect(problem({ settings: { date_format: 'yyyy.mm.dd' } })).toBe(ACCOUNT_SETTINGS_TEXT.dateFormatInvalid);
    expect(problem({ branding: { primary_color: 'blue' } })).toBe(ACCOUNT_SETTINGS_TEXT.colorInvalid);
    expect(problem({ branding: { primary_color: '#abc' } })).toBe(ACCOUNT_SETTINGS_TEXT.colorInvalid);
    expect(problem({ branding: { custom_domain: 'https://x.com/a' } })).toBe(ACCOUNT_SETTINGS_TEXT.domainInvalid);
    expect(accountSettingsPatchSchema.safeParse({ plan: 'pro' }).success).toBe(false);
  });
});

describe('usage', () => {
  it('keys the month in UTC and fills the bar up to 100', () => {
    expect(usageMonth(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
    expect(usagePercent(1, 4)).toBe(25);
    expect(usagePercent(9, 3)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
  });
});
