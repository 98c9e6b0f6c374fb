import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountSettingsForm } from './AccountSettingsForm';
import { fieldMessage } from './profileForm';

afterEach(cleanup);

const initial = { displayName: 'Demo Pilot', imageUrl: '' };

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined), start = initial) {
  render(<AccountSettingsForm initial={start} email="demo@pilotmiles.test" onSubmit={onSubmit} />);
  return {
    onSubmit,
    name: screen.getByRole('textbox', { name: /Display name/ }),
    url: screen.getByRole('textbox', { name: 'Profile image URL' }),
    save: screen.getByRole('button', { name: 'Save changes' }),
  };
}

describe('AccountSettingsForm', () => {
  it('keeps Save disabled until something changes, and again when changed back', async () => {
    const { name, save } = renderForm();
    expect(save).toBeDisabled();
    await userEvent.type(name, '!');
    expect(save).toBeEnabled();
    await userEvent.type(name, '{Backspace}');
    expect(save).toBeDisabled();
  });

  it('does not count surrounding spaces as a change', async () => {
    const { name, save } = renderForm();
    await userEvent.type(name, '   ');
    expect(save).toBeDisabled();
  });

  it('requires a display name of at most 50 characters', async () => {
    const { name, save } = renderForm();
    await userEvent.clear(name);
    expect(screen.getByText('Please enter a display name.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(name, 'x'.repeat(51));
    expect(screen.getByText('Use at most 50 characters.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(name, '{Backspace}');
    expect(save).toBeEnabled();
  });

  it('accepts only http(s) image links', async () => {
    const { url, save } = renderForm();
    await userEvent.type(url, 'ftp://example.com/me.png');
    expect(screen.getByText('Use a link starting with http:// or https://.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/me.png');
    expect(screen.queryByText('Use a link starting with http:// or https://.')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('previews the picture being typed', async () => {
    const { url } = renderForm();
    expect(screen.getByText('DP')).toBeInTheDocument();
    await userEvent.type(url, 'https://example.com/me.png');
    expect(screen.getByRole('img', { name: 'Demo Pilot' })).toHaveAttribute('src', 'https://example.com/me.png');
  });

  it('sends only what changed, trimmed; clearing the picture sends null', async () => {
    const { name, save, onSubmit } = renderForm(undefined, { displayName: 'Demo Pilot', imageUrl: 'https://example.com/old.png' });
    await userEvent.clear(name);
    await userEvent.type(name, '  Captain Demo  ');
    await userEvent.click(screen.getByRole('button', { name: 'Clear image URL' }));
    expect(screen.getByRole('textbox', { name: 'Profile image URL' })).toHaveValue('');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({ display_name: 'Captain Demo', profile_image_url: null });
  });

  it('disables Save while saving', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { name, save } = renderForm(onSubmit);
    await userEvent.type(name, '!');
    await userEvent.click(save);
    expect(save).toBeDisabled();
    finish();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("shows the server's complaint under the field it names, until that field is edited", async () => {
    const onSubmit = vi.fn().mockResolvedValue({ field: 'imageUrl', message: 'Too long' });
    const { url, save } = renderForm(onSubmit);
    await userEvent.type(url, 'https://example.com/me.png');
    await userEvent.click(save);
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(url, 'x');
    expect(screen.queryByText('Too long')).not.toBeInTheDocument();
  });
});

describe('fieldMessage', () => {
  it("drops the API's field prefix and starts with a capital", () => {
    expect(fieldMessage('display_name: must not be empty')).toBe('Must not be empty');
    expect(fieldMessage('Already fine')).toBe('Already fine');
  });
});
