import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showError } from '../lib/dialog-store';
import { showSuccess } from '../lib/notify';
import { DELETE_QUESTION } from './ChoiceModal';
import { useConfirmedDeletion } from './use-confirmed-deletion';

vi.mock('../lib/dialog-store', () => ({ showError: vi.fn() }));
vi.mock('../lib/notify', () => ({ showSuccess: vi.fn() }));

interface Row {
  name: string;
}

function setUp(remove: (row: Row) => Promise<unknown>) {
  const reload = vi.fn(() => Promise.resolve());
  const hook = renderHook(() =>
    useConfirmedDeletion<Row>({ remove, deletedMessage: 'Supprimé.', reload }),
  );
  return { hook, reload };
}

describe('useConfirmedDeletion', () => {
  it('asks about the row, deletes it on Oui, says so and reloads the list', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const { hook, reload } = setUp(remove);
    act(() => hook.result.current.ask({ name: 'Léa' }));
    const question = hook.result.current.questionProps((row) => row.name);
    expect(question).toMatchObject({ opened: true, question: DELETE_QUESTION, detail: 'Léa' });
    await act(async () => question.onConfirm());
    expect(remove).toHaveBeenCalledWith({ name: 'Léa' });
    expect(showSuccess).toHaveBeenCalledWith('Supprimé.');
    expect(reload).toHaveBeenCalledOnce();
    expect(hook.result.current.pending).toBe(false);
    expect(hook.result.current.questionProps((row) => row.name).opened).toBe(false);
  });

  it('shows a failed deletion and reloads the list all the same', async () => {
    const failure = new Error('refusé');
    const { hook, reload } = setUp(() => Promise.reject(failure));
    act(() => hook.result.current.ask({ name: 'Léa' }));
    await act(async () => hook.result.current.questionProps((row) => row.name).onConfirm());
    expect(showError).toHaveBeenCalledWith(failure);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('deletes nothing when the question is cancelled', () => {
    const remove = vi.fn(() => Promise.resolve());
    const { hook } = setUp(remove);
    act(() => hook.result.current.ask({ name: 'Léa' }));
    act(() => hook.result.current.questionProps((row) => row.name).onCancel());
    expect(hook.result.current.questionProps((row) => row.name).opened).toBe(false);
    expect(remove).not.toHaveBeenCalled();
  });
});
