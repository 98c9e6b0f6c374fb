// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DailyDialog } from './DailyDialog';

afterEach(cleanup);

describe('DailyDialog', () => {
  it('opens at the top of <body> in the render that opens it, and hides the page from assistive technology', () => {
    const { container } = render(
      <main>
        <p>The dashboard</p>
        <DailyDialog open onClose={vi.fn()} id="daily-bonus" title="Daily Bonus">
          Today&apos;s reward
        </DailyDialog>
      </main>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Daily Bonus' });
    expect(dialog).toHaveTextContent("Today's reward");
    const root = dialog.closest('.MuiModal-root')!;
    expect(root.parentElement).toBe(document.body);
    expect(container.contains(dialog)).toBe(false);
    expect(container).toHaveAttribute('aria-hidden', 'true');
  });
});
