import { describe, expect, it } from 'vitest';
import { fertiSession } from '../test/sessions';
import { decideGuard } from './guard';

describe('route guard decision', () => {
  it('waits while the session is being checked', () => {
    expect(decideGuard({ status: 'pending', data: undefined }, ['CHN'])).toBe('wait');
  });

  it('lets anyone through an open route, even before the session is known to be absent', () => {
    expect(decideGuard({ status: 'success', data: null }, ['open'])).toBe('allow');
  });

  it('sends a visitor without a session to the login page', () => {
    expect(decideGuard({ status: 'success', data: null }, ['*'])).toBe('login');
    expect(decideGuard({ status: 'success', data: null }, ['CHN'])).toBe('login');
  });

  it('lets a logged-in user through the wildcard and a listed right', () => {
    const session = { status: 'success', data: fertiSession } as const;
    expect(decideGuard(session, ['*'])).toBe('allow');
    expect(decideGuard(session, ['QN'])).toBe('allow');
    expect(decideGuard(session, ['BH', 'CHN'])).toBe('allow');
  });

  it('refuses a logged-in user without a listed right', () => {
    expect(decideGuard({ status: 'success', data: fertiSession }, ['ADMIN'])).toBe('forbidden');
  });

  it('keeps the known session when a refresh fails, and reports a first check that fails', () => {
    expect(decideGuard({ status: 'error', data: fertiSession }, ['CHN'])).toBe('allow');
    expect(decideGuard({ status: 'error', data: undefined }, ['CHN'])).toBe('error');
  });
});
