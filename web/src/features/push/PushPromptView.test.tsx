import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PushPromptView } from './PushPromptView';

afterEach(cleanup);

describe('PushPromptView', () => {
  it('offers Turn on, Not now and a dismiss button', async () => {
    const onTurnOn = vi.fn();
    const onNotNow = vi.fn();
    render(<PushPromptView busy={false} onTurnOn={onTurnOn} onNotNow={onNotNow} page="/offers" />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onTurnOn).toHaveBeenCalledOnce();
    expect(onNotNow).toHaveBeenCalledTimes(2);
  });

  it('disables its buttons while the browser asks', () => {
    render(<PushPromptView busy onTurnOn={vi.fn()} onNotNow={vi.fn()} page="/offers" />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
