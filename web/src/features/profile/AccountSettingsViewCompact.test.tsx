import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { AccountSettingsViewCompact, type AccountSettingsViewCompactProps } from './AccountSettingsViewCompact';

afterEach(cleanup);

const user: AccountSettingsViewCompactProps['user'] = {
  display_name: 'Demo Pilot',
  email: 'demo@pilotmiles.test',
  profile_image_url: null,
  email_verified: true,
  referral_code: 'DEMOPLT8',
  created_at: '2026-01-02T00:00:00.000Z',
};

function renderView(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const onCopyReferral = vi.fn();
  renderWithProviders(<AccountSettingsViewCompact user={user} onSubmit={onSubmit} onCopyReferral={onCopyReferral} />);
  return { onSubmit, onCopyReferral, name: screen.getByRole('textbox', { name: /Display name/ }), save: screen.getByRole('button', { name: 'Save changes' }) };
}

describe('AccountSettingsViewCompact', () => {
  it('starts from the saved values, with the account facts beside the form', () => {
    const { name, save } = renderView();
    expect(name).toHaveValue('Demo Pilot');
    expect(save).toBeDisabled();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('demo@pilotmiles.test');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/new/profile/menu');
  });

  it("validates with the classic form's rules", async () => {
    const { name, save } = renderView();
    await userEvent.clear(name);
    expect(screen.getByText('Please enter a display name.')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('saves the changes, and shows a refusal under its field', async () => {
    const onSubmit = vi.fn().mockResolvedValue({ field: 'displayName', message: 'That name is taken.' });
    const { name, save } = renderView(onSubmit);
    await userEvent.type(name, ' Two');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ display_name: 'Demo Pilot Two' });
    await waitFor(() => expect(screen.getByText('That name is taken.')).toBeInTheDocument());
  });
});
