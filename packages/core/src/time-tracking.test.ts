import { describe, expect, it } from 'vitest';
import { hasPermission, rolesWith } from './permissions.ts';
import {
  canMoveTimeEntry,
  dollarsToCents,
  hoursToHundredths,
  isTimeEntryEditable,
  nextTimeEntryStep,
  periodLabel,
  periodRange,
  shiftPeriod,
  timeEntriesCsv,
  timeEntryAmountCents,
  timeEntryDayProblem,
  timeTotals,
  TIME_TEXT,
  type TimeEntry,
} from './time-tracking.ts';
import {
  createProjectSchema,
  createTimeEntrySchema,
  projectFormSchema,
  timeEntryFormSchema,
  updateTimeEntrySchema,
} from './time-tracking-schemas.ts';

describe('time entry status machine (spec 000 §4: pending, approved or paid)', () => {
  it('moves one step forward only: the client approves, the developer marks paid', () => {
    expect(canMoveTimeEntry('pending', 'approved')).toBe(true);
    expect(canMoveTimeEntry('approved', 'paid')).toBe(true);
    expect(canMoveTimeEntry('pending', 'paid')).toBe(false);
    expect(canMoveTimeEntry('approved', 'pending')).toBe(false);
    expect(canMoveTimeEntry('paid', 'approved')).toBe(false);
    expect(canMoveTimeEntry('paid', 'paid')).toBe(false);
    expect(nextTimeEntryStep('pending')).toEqual({ to: 'approved', by: 'client' });
    expect(nextTimeEntryStep('approved')).toEqual({ to: 'paid', by: 'developer' });
    expect(nextTimeEntryStep('paid')).toBeNull();
  });

  it('lets only a pending entry be edited or deleted', () => {
    expect([isTimeEntryEditable('pending'), isTimeEntryEditable('approved'), isTimeEntryEditable('paid')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('gives approving to owners and admins, and reading to every member', () => {
    expect(rolesWith('projects', 'write')).toEqual(['owner', 'admin']);
    expect(rolesWith('projects', 'read')).toEqual(['owner', 'admin', 'editor', 'viewer']);
    expect(hasPermission('editor', 'projects', 'write')).toBe(false);
  });
});

describe('amounts', () => {
  it('is hours × rate rounded to the nearest cent, half a cent up', () => {
    expect(timeEntryAmountCents(150, 8500)).toBe(12750); // 1.5 h × $85
    expect(timeEntryAmountCents(1, 150)).toBe(2); // 0.01 h × $1.50 = 1.5 ¢
    expect(timeEntryAmountCents(1, 149)).toBe(1); // 1.49 ¢
    expect(timeEntryAmountCents(33, 10_001)).toBe(3300); // 3300.33 ¢
    expect(timeEntryAmountCents(2400, 100_000)).toBe(2_400_000);
    expect(() => timeEntryAmountCents(1.5, 100)).toThrow(RangeError);
    expect(() => timeEntryAmountCents(-1, 100)).toThrow(RangeError);
  });

  it('reads hours with at most two decimals, and dollars as typed', () => {
    expect(hoursToHundredths(1.25)).toBe(125);
    expect(hoursToHundredths(0.1 + 0.2)).toBe(30);
    expect(hoursToHundredths(1.255)).toBeNull();
    expect(hoursToHundredths(Number.NaN)).toBeNull();
    expect(dollarsToCents('$85')).toBe(8500);
    expect(dollarsToCents('1,250.5')).toBe(125050);
    expect(dollarsToCents('0.07')).toBe(7);
    expect([dollarsToCents('1.234'), dollarsToCents('-5'), dollarsToCents('abc'), dollarsToCents('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('totals hours, amount and the amount per status exactly', () => {
    const totals = timeTotals([
      { hours: 0.1, amountCents: 850, status: 'pending' },
      { hours: 0.2, amountCents: 1700, status: 'approved' },
      { hours: 7.75, amountCents: 65875, status: 'paid' },
    ]);
    expect(totals).toEqual({
      hundredths: 805,
      hours: 8.05,
      amountCents: 68425,
      byStatus: { pending: 850, approved: 1700, paid: 65875 },
    });
  });
});

describe('periods: week, month or year (spec 000 §2)', () => {
  it('finds the ISO week (Monday to Sunday), the month and the year of a day', () => {
    expect(periodRange('week', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-12-31')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(periodRange('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('year', '2026-06-15')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('steps to the period before and after, and names it', () => {
    expect(shiftPeriod('week', '2026-11-27', -1)).toBe('2026-11-16');
    expect(shiftPeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftPeriod('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftPeriod('year', '2026-05-05', 1)).toBe('2027-01-01');
    expect(periodLabel('week', '2026-11-27')).toBe('Nov 23 – Nov 29, 2026');
    expect(periodLabel('month', '2026-11-27')).toBe('November 2026');
    expect(periodLabel('year', '2026-11-27')).toBe('2026');
  });

  it('allows entry days from 2000-01-01 to one day after today (UTC)', () => {
    expect(timeEntryDayProblem('2026-11-28', '2026-11-27')).toBeNull();
    expect(timeEntryDayProblem('2026-11-29', '2026-11-27')).toBe(TIME_TEXT.dateInFuture);
    expect(timeEntryDayProblem('1999-12-31', '2026-11-27')).toBe(TIME_TEXT.dateTooEarly);
    expect(timeEntryDayProblem('2026-02-30', '2026-11-27')).toBe(TIME_TEXT.dateInvalid);
  });
});

describe('schemas', () => {
  it('takes a project with defaults and refuses bad money and progress', () => {
    expect(createProjectSchema.parse({ name: ' Site rebuild ', clientEmail: 'Owner@Studio.COM' })).toEqual({
      name: 'Site rebuild',
      clientEmail: 'owner@studio.com',
      status: 'active',
      deadline: null,
      budgetCents: 0,
      progress: 0,
    });
    for (const bad of [{ budgetCents: 10.5 }, { budgetCents: -1 }, { progress: 101 }, { deadline: '2026-13-01' }])
      expect(createProjectSchema.safeParse({ name: 'A', clientEmail: 'a@b.co', ...bad }).success).toBe(false);
  });

  it('takes a time entry and refuses hours, rates and days out of bounds', () => {
    const entry = {
      projectId: '11111111-1111-4111-8111-111111111111',
      date: '2026-11-27',
      hours: 1.5,
      rateCents: 8500,
    };
    expect(createTimeEntrySchema.parse(entry)).toEqual({ ...entry, description: '' });
    for (const bad of [{ hours: 0 }, { hours: 24.01 }, { hours: 1.005 }, { rateCents: 99 }, { rateCents: 100_001 }])
      expect(createTimeEntrySchema.safeParse({ ...entry, ...bad }).success, JSON.stringify(bad)).toBe(false);
    expect(createTimeEntrySchema.safeParse({ ...entry, status: 'paid' }).success).toBe(false);
    expect(updateTimeEntrySchema.safeParse({}).success).toBe(false);
  });

  it('reads the forms as typed: dollars and decimal hours', () => {
    const project = {
      name: 'X',
      clientEmail: 'a@b.co',
      clientAccount: '',
      status: 'active',
      deadline: '',
      budget: '4,500',
      progress: '40',
    };
    expect(projectFormSchema.safeParse(project).success).toBe(true);
    expect(projectFormSchema.safeParse({ ...project, budget: '45.555' }).success).toBe(false);
    expect(projectFormSchema.safeParse({ ...project, progress: '120' }).success).toBe(false);
    const time = {
      projectId: '11111111-1111-4111-8111-111111111111',
      date: '2026-11-27',
      hours: '2.5',
      rate: '$85',
      description: '',
    };
    expect(timeEntryFormSchema.safeParse(time).success).toBe(true);
    expect(timeEntryFormSchema.safeParse({ ...time, hours: '2.555' }).success).toBe(false);
    expect(timeEntryFormSchema.safeParse({ ...time, rate: '0.50' }).success).toBe(false);
  });
});

describe('CSV export', () => {
  it('writes one line per entry with dollars, and defuses formulas', () => {
    const entry: TimeEntry = {
      id: 'e1',
      projectId: 'p1',
      projectName: '=HYPERLINK("x")',
      client: { accountId: 'a1', name: 'Demo Studio' },
      date: '2026-11-27',
      hours: 1.5,
      rateCents: 8500,
      amountCents: 12750,
      status: 'approved',
      description: 'Header, nav',
      approvedAt: null,
      paidAt: null,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    expect(timeEntriesCsv([entry]).split('\r\n')).toEqual([
      'Date,Client,Project,Hours,Rate (USD/hour),Amount (USD),Status,Description',
      `2026-11-27,Demo Studio,"'=HYPERLINK(""x"")",1.50,85.00,127.50,Approved,"Header, nav"`,
    ]);
  });
});
