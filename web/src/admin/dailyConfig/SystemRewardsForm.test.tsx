import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SYSTEM_REWARDS_CONFIG, type SystemRewardsConfig } from '@pilotmiles/core';
import { SystemRewardsForm } from './SystemRewardsForm';
import type { ConfigFormProps } from '../shared/ConfigSection';
import { readyFormProps } from '../shared/formTestProps';

afterEach(cleanup);

const config: SystemRewardsConfig = { articleReward: 5, articleDailyCap: 25, welcomeBonus: 500 };
const props = (over: Partial<ConfigFormProps<SystemRewardsConfig>> = {}) => readyFormProps(config, over);
const save = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ });

describe('SystemRewardsForm', () => {
  it('shows the values with their dollar value and the articles a day', () => {
    render(<SystemRewardsForm {...props()} />);
    expect(screen.getByLabelText('Per article')).toHaveValue(5);
    expect(screen.getByLabelText('Daily article cap')).toHaveValue(25);
    expect(screen.getByLabelText('Welcome bonus')).toHaveValue(500);
    expect(screen.getByLabelText('Per article')).toHaveAccessibleDescription('= $0.05');
    expect(screen.getByLabelText('Welcome bonus')).toHaveAccessibleDescription('= $5.00');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 5 articles a day');
    expect(save()).toBeDisabled();
  });

  it('recomputes the articles a day as the admin types', async () => {
    render(<SystemRewardsForm {...props()} />);
    const cap = screen.getByLabelText('Daily article cap');
    await userEvent.clear(cap);
    await userEvent.type(cap, '12');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 2 articles a day');
    await userEvent.clear(cap);
    await userEvent.type(cap, '5');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 1 article a day');
  });

  it('refuses a cap below the reward under the cap field, whichever field changed', async () => {
    const onSave = vi.fn();
    render(<SystemRewardsForm {...props({ onSave })} />);
    const reward = screen.getByLabelText('Per article');
    await userEvent.clear(reward);
    await userEvent.type(reward, '30');
    const cap = screen.getByLabelText('Daily article cap');
    await waitFor(() => expect(cap).toHaveAccessibleDescription('must be at least the reward per article'));
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(reward).toHaveAttribute('aria-invalid', 'false');
    expect(save()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'System rewards' }));
    await waitFor(() => expect(cap).toHaveFocus());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names a blank field and a fraction', async () => {
    render(<SystemRewardsForm {...props()} />);
    const bonus = screen.getByLabelText('Welcome bonus');
    await userEvent.clear(bonus);
    await waitFor(() => expect(bonus).toHaveAccessibleDescription('enter a whole number'));
    await userEvent.type(bonus, '2.5');
    await waitFor(() => expect(bonus).toHaveAccessibleDescription('must be a whole number'));
    expect(save()).toBeDisabled();
  });

  it('saves whole numbers and resets to the loaded values', async () => {
    const onSave = vi.fn();
    render(<SystemRewardsForm {...props({ onSave })} />);
    const reward = screen.getByLabelText('Per article');
    await userEvent.clear(reward);
    await userEvent.type(reward, '10');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ articleReward: 10, articleDailyCap: 25, welcomeBonus: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reward).toHaveValue(5);
    expect(save()).toBeDisabled();
    expect(screen.getByText('No changes')).toBeInTheDocument();
  });

  it('restarts from the saved config once it is saved', () => {
    const { rerender } = render(<SystemRewardsForm {...props()} />);
    rerender(<SystemRewardsForm {...props({ config: { ...config, articleReward: 10 } })} />);
    expect(screen.getByLabelText('Per article')).toHaveValue(10);
    expect(save()).toBeDisabled();
  });

  it('disables Save and the fields while saving', () => {
    render(<SystemRewardsForm {...props({ saving: true })} />);
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByLabelText('Per article')).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", async () => {
    render(
      <SystemRewardsForm
        {...props({
          config: DEFAULT_SYSTEM_REWARDS_CONFIG,
          serverError: { field: 'welcomeBonus', message: 'welcomeBonus: must be at most 100000' },
        })}
      />,
    );
    await waitFor(() => expect(screen.getByLabelText('Welcome bonus')).toHaveAccessibleDescription('must be at most 100000'));
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    const { rerender } = render(<SystemRewardsForm {...props({ status: 'loading', config: undefined })} />);
    expect(screen.getByLabelText('Loading System rewards')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const failed = props({ status: 'error', config: undefined, loadError: 'An error occurred' });
    rerender(<SystemRewardsForm {...failed} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.onRetry).toHaveBeenCalledOnce();
  });
});
