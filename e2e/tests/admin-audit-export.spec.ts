import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { DEMO, expect, signInAs, test, uniqueEmail } from './fixtures';
import { expectAccessible, originHeaders } from './support';

// spec 001 §2.11, §9: an admin narrows the audit log to a preset range and exports what matches as
// CSV and Excel, in files named audit-logs-{ISO timestamp}.{ext} with ISO timestamps inside.

const FILE_NAME = /^audit-logs-\d{8}T\d{6}Z\.(csv|xlsx)$/;

test('an admin exports the audit log as CSV and XLSX', async ({ page }) => {
  test.slow();
  await signInAs(page, DEMO.admin);
  // A known entry: creating a user is audited with the user's e-mail as the resource name.
  const email = uniqueEmail('audit-export');
  const created = await page.request.post('/api/admin/users', {
    data: { email, password: 'export-password-1', fullName: 'Exa Export' },
    headers: originHeaders(),
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/admin-portal?tab=audit');
  const audit = page.getByRole('region', { name: 'Audit Logs' });
  await expect(audit.getByLabel('Date range')).toHaveValue('last7');
  await audit.getByLabel('Date range').selectOption({ label: 'Today' });
  const today = new Date().toISOString().slice(0, 10);
  await expect(audit.getByLabel('From')).toHaveValue(today);
  await expect(audit.getByLabel('To')).toHaveValue(today);
  const row = audit.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Create')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('admin-audit.png'), fullPage: true });

  const exportAs = async (format: 'CSV' | 'Excel (XLSX)') => {
    const download = page.waitForEvent('download');
    await audit.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: format }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(FILE_NAME);
    await expect(audit.getByRole('status').getByText(`to ${file.suggestedFilename()}.`)).toBeVisible();
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  };

  await test.step('CSV: a header line and the known row, timestamps in ISO', async () => {
    const csv = await exportAs('CSV');
    expect(csv.name.endsWith('.csv')).toBe(true);
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID,Timestamp,Admin email,Admin name,Admin role,Action,Resource type,/);
    const known = lines.find((line) => line.includes(email));
    expect(known).toBeDefined();
    expect(known).toMatch(
      new RegExp(`^[0-9a-f-]{36},${today}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,${DEMO.admin.email},[^,]*,admin,create,user,`),
    );
  });

  await test.step('XLSX: a workbook with the header row and the known row', async () => {
    const xlsx = await exportAs('Excel (XLSX)');
    expect(xlsx.name.endsWith('.xlsx')).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('audit-logs')!;
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 7)).toEqual(['ID', 'Timestamp', 'Admin email', 'Admin name', 'Admin role', 'Action']);
    const nameColumn = header.indexOf('Resource name');
    const known = sheet.getRows(2, sheet.rowCount - 1)!.find((each) => each.getCell(nameColumn).value === email);
    expect(known?.getCell(header.indexOf('Action')).value).toBe('create');
    expect(String(known?.getCell(header.indexOf('Timestamp')).value)).toMatch(new RegExp(`^${today}T`));
  });
});
