import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GeoConfig } from '@pilotmiles/core';
import { GeoForm } from './GeoForm';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';

afterEach(cleanup);

const config: GeoConfig = { blocked: ['CU', 'IR'], allowed: [] };
const props = (over: Partial<ConfigFormProps<GeoConfig>> = {}) => readyFormProps(config, over);
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
const blocked = () => screen.getByRole('combobox', { name: 'Blocked countries' });
const allowed = () => screen.getByRole('combobox', { name: 'Allowed countries' });
/** The chips of a list: the codes it holds. */
const chips = (input: HTMLElement) =>
  [...input.closest('.MuiAutocomplete-root')!.querySelectorAll('.MuiChip-label')].map((c) => c.textContent);

describe('GeoForm', () => {
  it('shows both lists as chips, what an empty allowed list means, and waits for a change', () => {
    render(<GeoForm {...props()} />);
    expect(chips(blocked())).toEqual(['CU', 'IR']);
    expect(chips(allowed())).toEqual([]);
    expect(allowed()).toHaveAccessibleDescription('Empty: every country except the blocked ones.');
    expect(screen.getByTestId('geo-summary')).toHaveTextContent('Now: every country except the 2 blocked.');
    expect(screen.getByText(/An empty allowed list means every country except the blocked ones/)).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('No changes');
  });

  it('upper-cases what is typed, adds it on Enter and saves the lists', async () => {
    const onSave = vi.fn();
    render(<GeoForm {...props({ onSave })} />);
    await userEvent.type(blocked(), 'kp');
    expect(blocked()).toHaveValue('KP');
    await userEvent.keyboard('{Enter}');
    expect(chips(blocked())).toEqual(['CU', 'IR', 'KP']);
    expect(blocked()).toHaveValue('');
    // A pasted list: each code once, the ones already there kept once.
    await userEvent.click(allowed());
    await userEvent.paste('us, ca gb;US ');
    expect(chips(allowed())).toEqual(['US', 'CA', 'GB']);
    expect(screen.getByTestId('geo-summary')).toHaveTextContent('Now: only the 3 allowed countries.');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ blocked: ['CU', 'IR', 'KP'], allowed: ['US', 'CA', 'GB'] }),
    );
  });

  it('refuses a code that is not two letters, under the field, and keeps it typed', async () => {
    const onSave = vi.fn();
    render(<GeoForm {...props({ onSave })} />);
    await userEvent.type(blocked(), 'usa{Enter}');
    expect(chips(blocked())).toEqual(['CU', 'IR']);
    expect(blocked()).toHaveValue('USA');
    expect(blocked()).toHaveAccessibleDescription('USA: Use two-letter country codes, like US or GB');
    expect(blocked()).toHaveAttribute('aria-invalid', 'true');
    expect(save()).toBeDisabled();
    // Mixed input: the good code goes in, the bad one stays to be fixed.
    await userEvent.clear(blocked());
    await userEvent.type(blocked(), 'sy 1x ');
    expect(chips(blocked())).toEqual(['CU', 'IR', 'SY']);
    expect(blocked()).toHaveValue('1X');
    expect(blocked()).toHaveAccessibleDescription('1X: Use two-letter country codes, like US or GB');
    // Typing again clears the refusal.
    await userEvent.clear(blocked());
    expect(blocked()).toHaveAccessibleDescription('Never served, whatever the allowed list says.');
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('adds what is typed when the field is left', async () => {
    render(<GeoForm {...props()} />);
    await userEvent.type(allowed(), 'fr');
    fireEvent.blur(allowed());
    await waitFor(() => expect(chips(allowed())).toEqual(['FR']));
    expect(screen.getByTestId('geo-summary')).toHaveTextContent('Now: only the 1 allowed country.');
  });

  it('removes a chip, warns about a code in both lists, and resets', async () => {
    render(<GeoForm {...props({ config: { blocked: ['CU', 'IR'], allowed: ['CU', 'US'] } })} />);
    expect(screen.getByText('CU is both allowed and blocked: blocked wins.')).toBeInTheDocument();
    const root = blocked().closest('.MuiAutocomplete-root') as HTMLElement;
    const ir = within(root).getByText('IR').closest('.MuiChip-root') as HTMLElement;
    await userEvent.click(within(ir).getByTestId('CancelIcon'));
    expect(chips(blocked())).toEqual(['CU']);
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(chips(blocked())).toEqual(['CU', 'IR']);
    expect(save()).toBeDisabled();
  });

  it("shows the server's refusal of a code under its list, until the next edit", async () => {
    render(
      <GeoForm {...props({ serverError: { field: 'allowed.1', message: 'allowed.1: two-letter country codes' } })} />,
    );
    await waitFor(() => expect(allowed()).toHaveAccessibleDescription('two-letter country codes'));
    expect(allowed()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(allowed(), 'de{Enter}');
    await waitFor(() => expect(allowed()).toHaveAttribute('aria-invalid', 'false'));
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('disables the lists and Save while saving', () => {
    render(<GeoForm {...props({ saving: true })} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(blocked()).toBeDisabled();
    expect(allowed()).toBeDisabled();
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    const { rerender } = render(<GeoForm {...props({ status: 'loading', config: undefined })} />);
    expect(screen.getByLabelText('Loading Where PilotMiles is available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const failed = props({ status: 'error', config: undefined, loadError: 'An error occurred' });
    rerender(<GeoForm {...failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
  });
});
