import { QueryClient, matchQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountSettingsKey, accountSettingsRoleKey } from './api';

describe('account settings cache', () => {
  it('keeps one answer per role, so a change of role asks the server again', () => {
    expect(accountSettingsRoleKey('a1', 'owner')).not.toEqual(accountSettingsRoleKey('a1', 'admin'));
  });

  it("updates and drops every role's answer of the account through one prefix", () => {
    const client = new QueryClient();
    client.setQueryData(accountSettingsRoleKey('a1', 'owner'), { id: 'a1' });
    client.setQueryData(accountSettingsRoleKey('a1', 'admin'), { id: 'a1' });
    client.setQueryData(accountSettingsRoleKey('a2', 'owner'), { id: 'a2' });
    const ofA1 = client
      .getQueryCache()
      .findAll()
      .filter((query) => matchQuery({ queryKey: accountSettingsKey('a1') }, query));
    expect(ofA1).toHaveLength(2);
  });
});
