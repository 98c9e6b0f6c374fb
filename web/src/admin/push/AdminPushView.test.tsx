import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushBroadcast, PushBroadcastBody, PushBroadcastResult } from '@pilotmiles/core';
import type { PagedListState } from '../shared/usePagedList';
import { AdminPushView, NO_BROADCASTS, TEST_FIRST } from './AdminPushView';

afterEach(cleanup);

const listState = (over: Partial<PagedListState<PushBroadcast>> = {}): PagedListState<PushBroadcast> => ({
  status: 'ready',
  items: [],
  error: null,
  refused: null,
  onRetry: vi.fn(),
  hasMore: false,
  loadingMore: false,
  loadMoreError: null,
  onLoadMore: vi.fn(),
  ...over,
});

const broadcast: PushBroadcast = {
  id: 'abc12345',
  status: 'sent',
  pages_done: 1,
  recipients: 42,
  delivered: 40,
  test: false,
  message: { title: 'Double miles', body: 'Today only', url: '/earn', icon: null, actions: [] },
  audience: { kind: 'country', country: 'US' },
  sent_by: 'staff-1',
  sent_by_email: 'staff@pilotmiles.test',
  created_at: '2026-11-21T15:00:00.000Z',
};

const ok = (body: PushBroadcastBody): PushBroadcastResult => ({ id: body.request_id, status: 'sending', pages_done: 0, recipients: 0, delivered: 0, test: body.test });

function setup(onSend = vi.fn(async (b: PushBroadcastBody) => ok(b)), list = listState()) {
  render(<AdminPushView onSend={onSend} list={list} />);
  return { onSend, user: userEvent.setup() };
}

/** Pastes the texts: key by key, each of ~30 keystrokes re-renders the whole form and its preview. */
async function compose(user: ReturnType<typeof userEvent.setup>, title = 'Double miles') {
  await user.click(screen.getByLabelText('Title'));
  await user.paste(title);
  await user.click(screen.getByLabelText('Body'));
  await user.paste('Every offer pays twice');
}

describe('AdminPushView', () => {
  it('previews the message as a notification card as it is typed', async () => {
    const { user } = setup();
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Add a button' }));
    await user.type(screen.getByLabelText('Button 1 label'), 'Open offers');
    const card = screen.getByRole('figure', { name: 'Notification preview' });
    expect(within(card).getByText('Double miles')).toBeTruthy();
    expect(within(card).getByText('Every offer pays twice')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Open offers' })).toBeTruthy();
  });

  it('shows the schema messages under the fields and sends nothing', async () => {
    const { user, onSend } = setup();
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'javascript:x');
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(screen.getByText('must be a path like /earn or an https:// address')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('allows at most two action buttons', async () => {
    const { user } = setup();
    const add = screen.getByRole('button', { name: 'Add a button' });
    await user.click(add);
    await user.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('Send unlocks only after a test of this exact message, and asks naming the audience', async () => {
    const { user, onSend } = setup();
    await compose(user);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText(TEST_FIRST)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(send.disabled).toBe(false));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ test: true, message: expect.objectContaining({ title: 'Double miles', url: '/' }) }));

    // Changing the message locks it again until the new one is tested.
    await user.type(screen.getByLabelText('Title'), '!');
    expect(send.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect(send.disabled).toBe(false));

    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(screen.getByRole('option', { name: 'Members in a country' }));
    await user.type(screen.getByLabelText('Country code'), 'us');
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Send to members in US?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSend).toHaveBeenLastCalledWith(
      expect.objectContaining({ test: false, audience: { kind: 'country', country: 'US' }, message: expect.objectContaining({ title: 'Double miles!' }) }),
    );
  });

  it('a failed send keeps its request id for the retry; the next send gets a new one', async () => {
    const onSend = vi.fn(async (b: PushBroadcastBody) => ok(b));
    const { user } = setup(onSend);
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));

    onSend.mockRejectedValueOnce(Object.assign(new Error('An error occurred'), { status: 0 }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to every member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    expect(await within(dialog).findByText('An error occurred')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const ids = onSend.mock.calls.map(([b]) => b.request_id);
    expect(ids[1]).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(ids[2]).toBe(ids[1]);
    expect(ids[0]).not.toBe(ids[1]);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send now' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(4));
    expect(onSend.mock.calls[3]![0].request_id).not.toBe(ids[1]);
  });

  it("the server's 400 shows under the field it names", async () => {
    const onSend = vi.fn(async () => {
      throw Object.assign(new Error('No such icon'), { status: 400, field: 'message.icon' });
    });
    const { user } = setup(onSend);
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('No such icon')).toBeTruthy();
    expect(screen.getByLabelText('Icon (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('lists recent broadcasts, and shows the loading, empty and error states', () => {
    const { rerender } = render(<AdminPushView onSend={vi.fn()} list={listState({ status: 'loading' })} />);
    expect(screen.getByRole('progressbar', { name: 'Loading broadcasts' })).toBeTruthy();
    const onRetry = vi.fn();
    rerender(<AdminPushView onSend={vi.fn()} list={listState({ status: 'error', error: 'Server down', onRetry })} />);
    expect(screen.getByText('Server down')).toBeTruthy();
    screen.getByRole('button', { name: /retry|try again/i }).click();
    expect(onRetry).toHaveBeenCalled();
    rerender(<AdminPushView onSend={vi.fn()} list={listState()} />);
    expect(screen.getByText(NO_BROADCASTS)).toBeTruthy();
    rerender(<AdminPushView onSend={vi.fn()} list={listState({ items: [broadcast] })} />);
    const row = within(screen.getByRole('list', { name: 'Recent broadcasts' })).getByRole('listitem');
    expect(row.textContent).toContain('Double miles');
    expect(row.textContent).toContain('To members in US');
    expect(row.textContent).toContain('staff@pilotmiles.test');
    expect(row.textContent).toContain('42 members · 40 delivered');
    expect(within(row).queryByText('Sending')).toBeNull();
  });

  it('says a broadcast is sending, with its figures so far, until its last page is done', () => {
    render(<AdminPushView onSend={vi.fn()} list={listState({ items: [{ ...broadcast, status: 'sending', pages_done: 2, recipients: 600, delivered: 580 }] })} />);
    const row = within(screen.getByRole('list', { name: 'Recent broadcasts' })).getByRole('listitem');
    expect(within(row).getByText('Sending')).toBeTruthy();
    expect(row.textContent).toContain('600 members · 580 delivered so far');
  });
});
