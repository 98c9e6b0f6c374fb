import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OffersConfig } from '@pilotmiles/core';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';
import { OffersConfigForm } from './OffersConfigForm';

afterEach(cleanup);

const config: OffersConfig = {
  member_share: 0.7,
  hold_rules: [
    { above_pm: 5000, days: 7 },
    { above_pm: 25000, days: 30 },
  ],
  featured_offer_ids: ['dragon-quest', 'travel-box'],
  survey_max_usd: 20,
};
const props = (over: Partial<ConfigFormProps<OffersConfig>> = {}) => readyFormProps(config, over);
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });
const share = () => screen.getByRole('spinbutton', { name: 'Member share (0 to 1)' });
const featured = () => screen.getByRole('textbox', { name: 'Featured offer ids' });

describe('OffersConfigForm', () => {
  it('shows the settings, the share in percent and PM', () => {
    render(<OffersConfigForm {...props()} />);
    expect(share()).toHaveValue(0.7);
    expect(share()).toHaveAccessibleDescription('= 70% of the payout · a $1.00 payout pays 70 PM');
    const rules = within(screen.getByRole('list', { name: 'Hold rules' })).getAllByRole('listitem');
    expect(rules).toHaveLength(2);
    expect(screen.getByLabelText('Rule 2 reward above')).toHaveValue(25000);
    expect(screen.getByLabelText('Rule 2 days')).toHaveValue(30);
    expect(featured()).toHaveValue('dragon-quest, travel-box');
    expect(featured()).toHaveAccessibleDescription(/\(2 offers\)/);
    expect(screen.getByRole('spinbutton', { name: 'Survey ceiling ($)' })).toHaveValue(20);
    // Deploy configuration now: not shown, saved unchanged.
    expect(screen.queryByRole('textbox', { name: /IP/ })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it("refuses a share outside 0-1 or blank with core's words", async () => {
    const onSave = vi.fn();
    render(<OffersConfigForm {...props({ onSave })} />);
    await userEvent.clear(share());
    await userEvent.type(share(), '1.5');
    await waitFor(() => expect(share()).toHaveAccessibleDescription('must be at most 1'));
    expect(save()).toBeDisabled();
    await userEvent.clear(share());
    await waitFor(() => expect(share()).toHaveAccessibleDescription('enter a number from 0 to 1'));
    fireEvent.submit(screen.getByRole('form', { name: 'Offer settings' }));
    await waitFor(() => expect(share()).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds and removes hold rules, a new rule needing its numbers', async () => {
    const onSave = vi.fn();
    render(<OffersConfigForm {...props({ onSave })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(within(screen.getByRole('list', { name: 'Hold rules' })).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.getByLabelText('Rule 3 days')).toHaveAccessibleDescription('enter a whole number'));
    expect(save()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Rule 3 reward above'), '100000');
    await userEvent.type(screen.getByLabelText('Rule 3 days'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        ...config,
        hold_rules: [
          { above_pm: 25000, days: 30 },
          { above_pm: 100000, days: 60 },
        ],
      }),
    );
  });

  it('saves offer ids typed with commas or lines, and names a bad one', async () => {
    const onSave = vi.fn();
    render(<OffersConfigForm {...props({ onSave })} />);
    await userEvent.clear(featured());
    // Pasted: typing re-checks the whole form at each key, slow in jsdom.
    await userEvent.click(featured());
    await userEvent.paste('a1, bad/id');
    await waitFor(() => expect(featured()).toHaveAccessibleDescription('“bad/id”: must be letters, digits, - or _'));
    expect(save()).toBeDisabled();
    await userEvent.clear(featured());
    await userEvent.paste('a1,\nb2');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ ...config, featured_offer_ids: ['a1', 'b2'] }),
    );
  });

  it("shows the server's refusal under the field it names", async () => {
    const { rerender } = render(
      <OffersConfigForm {...props({ serverError: { field: 'hold_rules.1.days', message: 'hold_rules.1.days: must be at most 120' } })} />,
    );
    await waitFor(() => expect(screen.getByLabelText('Rule 2 days')).toHaveAccessibleDescription('must be at most 120'));
    rerender(
      <OffersConfigForm
        {...props({ serverError: { field: 'featured_offer_ids.1', message: 'featured_offer_ids.1: no such offer' } })}
      />,
    );
    await waitFor(() => expect(featured()).toHaveAccessibleDescription('“travel-box”: no such offer'));
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    const { rerender } = render(<OffersConfigForm {...props({ status: 'loading', config: undefined })} />);
    expect(screen.getByLabelText('Loading Offer settings')).toBeInTheDocument();
    const failed = props({ status: 'error', config: undefined, loadError: 'An error occurred' });
    rerender(<OffersConfigForm {...failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
  });
});
