import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultCpBrand } from '@pilotmiles/core';

const mocks = vi.hoisted(() => ({
  api: vi.fn(),
  toast: { error: vi.fn(), info: vi.fn(), success: vi.fn(), loading: vi.fn(), dismiss: vi.fn() },
}));
vi.mock('../../lib/firebase', () => ({ auth: { currentUser: null } }));
vi.mock('../../lib/toast', () => ({ useToast: () => mocks.toast }));
vi.mock('../../lib/api', async (original) => ({
  ...(await original<typeof import('../../lib/api')>()),
  api: mocks.api,
}));

const { default: CpRewardsPage } = await import('./CpRewardsPage');
const { renderAsStaff } = await import('../shared/testing');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Options = { method?: string; body?: unknown };
const skyway = { ...defaultCpBrand('skyway'), name: 'Skyway', updated_at: '2026-11-20T10:00:00.000Z' };

function serve() {
  mocks.api.mockImplementation(async (path: string, o?: Options) => {
    if (path === '/admin/cp-brands') return [{ id: 'skyway', name: 'Skyway', updated_at: skyway.updated_at }];
    if (o?.method === 'PUT') return { ...(o.body as object), id: path.split('/').pop(), updated_at: '2026-11-21T10:00:00.000Z' };
    if (path === '/admin/cp-brand/skyway') return { brand: skyway, exists: true };
    const id = path.split('/').pop()!;
    return { brand: defaultCpBrand(id), exists: false };
  });
}

describe('CpRewardsPage', () => {
  it('opens the first brand, saves it with PUT and a toast', async () => {
    serve();
    renderAsStaff(<CpRewardsPage />);
    expect(await screen.findByRole('heading', { name: 'skyway' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Brand saved'));
    const put = mocks.api.mock.calls.find(([, o]) => (o as Options | undefined)?.method === 'PUT')!;
    expect(put[0]).toBe('/admin/cp-brand/skyway');
    expect(put[1].body).toMatchObject({ name: 'Skyway', colors: skyway.colors });
  });

  it("links a saved brand's portal preview, not a new one's", async () => {
    serve();
    renderAsStaff(<CpRewardsPage />);
    await screen.findByRole('heading', { name: 'skyway' });
    expect(screen.getByRole('link', { name: 'Open portal' })).toHaveAttribute('href', '/cp/rewards?brand=skyway');
    await userEvent.type(screen.getByLabelText('New brand id'), 'newco');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('heading', { name: 'newco' });
    expect(screen.queryByRole('link', { name: 'Open portal' })).toBeNull();
  });

  it('opens a new brand by id with the defaults', async () => {
    serve();
    renderAsStaff(<CpRewardsPage />);
    await screen.findByRole('heading', { name: 'skyway' });
    await userEvent.type(screen.getByLabelText('New brand id'), 'Bad Id');
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('New brand id'));
    await userEvent.type(screen.getByLabelText('New brand id'), 'newco');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'newco' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create brand' })).toBeInTheDocument();
  });
});
