import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SYSTEM_REWARDS_CONFIG, type SystemRewardsConfig } from '@pilotmiles/core';
import { SystemRewardsForm } from './SystemRewardsForm';
import { systemForm } from './configForms';
import { editorProps, statefulEditor } from './editorHarness';

afterEach(cleanup);

const config: SystemRewardsConfig = { articleReward: 5, articleDailyCap: 25, welcomeBonus: 500 };
const save = () => screen.getByRole('button', { name: 'Save' });

describe('SystemRewardsForm', () => {
  it('shows the values with their dollar value and the articles a day', () => {
    render(<SystemRewardsForm {...editorProps(systemForm, config)} />);
    expect(screen.getByLabelText('Per article')).toHaveValue(5);
    expect(screen.getByLabelText('Daily article cap')).toHaveValue(25);
    expect(screen.getByLabelText('Welcome bonus')).toHaveValue(500);
    expect(screen.getByLabelText('Per article')).toHaveAccessibleDescription('= $0.05');
    expect(screen.getByLabelText('Welcome bonus')).toHaveAccessibleDescription('= $5.00');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 5 articles a day');
    expect(save()).toBeDisabled();
  });

  it('recomputes the articles a day as the admin types', async () => {
    const { Harness } = statefulEditor(SystemRewardsForm, systemForm, config);
    render(<Harness />);
    const cap = screen.getByLabelText('Daily article cap');
    await userEvent.clear(cap);
    await userEvent.type(cap, '12');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 2 articles a day');
    await userEvent.clear(cap);
    await userEvent.type(cap, '5');
    expect(screen.getByTestId('articles-per-day')).toHaveTextContent('= 1 article a day');
  });

  it('refuses a cap below the reward under the cap field, without saving', async () => {
    const { Harness, onSave } = statefulEditor(SystemRewardsForm, systemForm, config);
    render(<Harness />);
    const cap = screen.getByLabelText('Daily article cap');
    await userEvent.clear(cap);
    await userEvent.type(cap, '3');
    expect(cap).toHaveAccessibleDescription('must be at least articleReward');
    expect(cap).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Per article')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(save());
    expect(onSave).not.toHaveBeenCalled();
    expect(cap).toHaveFocus();
  });

  it('names a blank field and a fraction', async () => {
    const { Harness } = statefulEditor(SystemRewardsForm, systemForm, config);
    render(<Harness />);
    const bonus = screen.getByLabelText('Welcome bonus');
    await userEvent.clear(bonus);
    expect(bonus).toHaveAccessibleDescription('enter a whole number');
    await userEvent.type(bonus, '2.5');
    expect(bonus).toHaveAccessibleDescription('must be a whole number');
  });

  it('saves whole numbers and resets to the loaded values', async () => {
    const { Harness, onSave } = statefulEditor(SystemRewardsForm, systemForm, config);
    render(<Harness />);
    const reward = screen.getByLabelText('Per article');
    await userEvent.clear(reward);
    await userEvent.type(reward, '10');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(save());
    expect(onSave).toHaveBeenCalledWith({ articleReward: 10, articleDailyCap: 25, welcomeBonus: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(reward).toHaveValue(5);
    expect(save()).toBeDisabled();
  });

  it('disables Save and the fields while saving', () => {
    render(
      <SystemRewardsForm {...editorProps(systemForm, { ...config, articleReward: 6 }, { dirty: true, busy: true })} />,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(screen.getByLabelText('Per article')).toBeDisabled();
  });

  it("shows the server's refusal under the field it names", () => {
    render(
      <SystemRewardsForm
        {...editorProps(systemForm, DEFAULT_SYSTEM_REWARDS_CONFIG, {
          dirty: true,
          serverError: { field: 'welcomeBonus', message: 'welcomeBonus: Too big: expected number to be <=100000' },
        })}
      />,
    );
    expect(screen.getByLabelText('Welcome bonus')).toHaveAccessibleDescription('must be at most 100000');
  });

  it('shows a skeleton while loading and the error with a retry', async () => {
    const { rerender } = render(
      <SystemRewardsForm {...editorProps(systemForm, config, { status: 'loading', draft: undefined })} />,
    );
    expect(screen.getByLabelText('Loading System rewards')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const props = editorProps(systemForm, config, {
      status: 'error',
      draft: undefined,
      loadError: 'An error occurred',
    });
    rerender(<SystemRewardsForm {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});
